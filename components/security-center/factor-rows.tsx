'use client';

// The rows of the login password and the second factors on 账户安全: 登录密码 (修改, a dialog),
// 谷歌验证器 (绑定 / 更换: the bind-ga and rebind-ga pages), 手机 (绑定 / 更换) and 邮箱 (绑定),
// dialogs through the security verification. A factor locked after repeated wrong codes says
// until when.

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/form';
import type { SecurityInfo, TwoFactorMethod } from '@/lib/contracts/uc';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';
import { clockTime } from '@/lib/security-center/throttle';
import { EmailBindDialog, PhoneBindDialog } from './contact-dialog';
import { PasswordDialog } from './password-dialog';
import { SecurityRow } from './security-row';
import styles from './factors.module.css';

export const FACTOR_ROW_TEXTS = {
  password: { title: '登录密码', description: '用于登录账户的密码，建议定期修改', action: '修改' },
  ga: { title: '谷歌验证器', description: '用于登录、提币及修改安全设置时的身份验证', bind: '绑定', change: '更换' },
  phone: { title: '手机', description: '用于接收短信验证码', bind: '绑定', change: '更换' },
  email: { title: '邮箱', description: '用于接收邮件验证码', bind: '绑定' },
  set: '已设置',
  bound: '已绑定',
  unbound: '未绑定',
} as const;

/** e.g. 错误次数过多，已锁定至 14:30 */
export function lockedText(until: number): string {
  return `错误次数过多，已锁定至 ${clockTime(until)}`;
}

type Dialog = 'password' | 'email' | 'phone' | 'rephone' | null;

function Description({ text, locked }: { text: string | null; locked: number | undefined }) {
  return (
    <>
      {text}
      {locked !== undefined ? (
        <span className={styles.locked} data-testid="factor-locked">
          {text ? ' · ' : ''}
          {lockedText(locked)}
        </span>
      ) : null}
    </>
  );
}

export function FactorRows({ info, lang }: { info: SecurityInfo; lang: Language }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const lockOf = (method: TwoFactorMethod) => info.locked_factors.find((lock) => lock.method === method)?.until;
  const T = FACTOR_ROW_TEXTS;
  const gaHref = buildPath(getRoute(info.ga ? 'user-center/rebind-ga' : 'user-center/bind-ga'), { lang });
  return (
    <>
      <SecurityRow
        id="password"
        title={T.password.title}
        state={T.set}
        done
        description={T.password.description}
        actions={
          <Button onClick={() => setDialog('password')} data-testid="password-change">
            {T.password.action}
          </Button>
        }
      />
      <SecurityRow
        id="ga"
        title={T.ga.title}
        state={info.ga ? T.bound : T.unbound}
        done={info.ga}
        description={<Description text={T.ga.description} locked={lockOf('ga')} />}
        actions={
          <Link className={styles.actionLink} href={gaHref} data-testid={info.ga ? 'ga-change' : 'ga-bind'}>
            {info.ga ? T.ga.change : T.ga.bind}
          </Link>
        }
      />
      <SecurityRow
        id="phone"
        title={T.phone.title}
        state={info.phone ? T.bound : T.unbound}
        done={info.phone !== null}
        description={<Description text={info.phone ?? T.phone.description} locked={lockOf('sms')} />}
        actions={
          <Button onClick={() => setDialog(info.phone ? 'rephone' : 'phone')} data-testid={info.phone ? 'phone-change' : 'phone-bind'}>
            {info.phone ? T.phone.change : T.phone.bind}
          </Button>
        }
      />
      <SecurityRow
        id="email"
        title={T.email.title}
        state={info.email ? T.bound : T.unbound}
        done={info.email !== null}
        description={<Description text={info.email ?? T.email.description} locked={lockOf('email')} />}
        actions={
          info.email ? undefined : (
            <Button onClick={() => setDialog('email')} data-testid="email-bind">
              {T.email.bind}
            </Button>
          )
        }
      />
      {dialog === 'password' ? <PasswordDialog onClose={close} /> : null}
      {dialog === 'email' ? <EmailBindDialog onClose={close} /> : null}
      {dialog === 'phone' || dialog === 'rephone' ? <PhoneBindDialog rebind={dialog === 'rephone'} current={info.phone} onClose={close} /> : null}
    </>
  );
}
