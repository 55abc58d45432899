'use client';

// 个人中心 (user-center): who the user is (account name, UID with copy, KYC and VIP level,
// registration country, the login before this one) and the security summary — the level from
// what is set (lib/security-center/level), the insecure warning of exchange-wallet-fiat.md
// section 5, and the next step as a link to its row on 账户安全.

import Link from 'next/link';
import { useStore } from 'zustand';
import { pathOf } from '@/components/custody/links';
import { Button } from '@/components/form';
import { QueryState } from '@/components/query-state/query-state';
import type { SecurityInfo } from '@/lib/contracts/uc';
import type { UserInfo } from '@/lib/contracts/uc/session';
import { EMPTY_PLACEHOLDER } from '@/lib/format/placeholder';
import { formatTime } from '@/lib/format/time';
import type { Language } from '@/lib/routing/segments';
import { isInsecure, nextSecurityStep, SECURITY_LEVEL_TEXT, securityLevel } from '@/lib/security-center/level';
import { INSECURE_WARNING_TEXT, SECURITY_STEP_LINK, securitySettingsOf } from '@/lib/security-center/summary';
import { fullName, kycLevel } from '@/lib/session/user';
import { useSecurityInfo } from '@/queries/security-center';
import { useCountryCodesQuery } from '@/queries/uc';
import { sessionStore } from '@/stores/session-store';
import { showToast } from '@/stores/toast-store';
import { SecurityRow, SecurityRows } from './security-row';
import styles from './security-center.module.css';

export const COPY_UID_SUCCESS_TEXT = '复制成功';
export const COPY_UID_FAILED_TEXT = '复制失败，请手动复制';
export const KYC_NONE_TEXT = '未认证';
export const SECURITY_SUMMARY_TITLE = '安全概况';
export const GO_SECURITY_TEXT = '前往账户安全';
export const ALL_SET_TEXT = '安全设置已全部完成';
export const FIRST_LOGIN_TEXT = '首次登录';

function UserCard({ user, info, lang }: { user: UserInfo | null; info: SecurityInfo; lang: Language }) {
  const countries = useCountryCodesQuery();
  const countryId = user?.country_id[0];
  const country = countries.data?.find((entry) => entry.country_id === countryId)?.name ?? EMPTY_PLACEHOLDER;
  const kyc = user ? kycLevel(user.kyc_level) : null;
  const copyUid = async () => {
    try {
      await navigator.clipboard.writeText(String(info.uid));
      showToast('success', COPY_UID_SUCCESS_TEXT);
    } catch {
      showToast('error', COPY_UID_FAILED_TEXT);
    }
  };
  return (
    <section className={styles.userCard} aria-label="账户信息" data-testid="user-center-user">
      <h2 className={styles.userName}>{user ? fullName(user) || EMPTY_PLACEHOLDER : EMPTY_PLACEHOLDER}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>UID</dt>
          <dd>
            <span data-testid="user-center-uid">{info.uid}</span>
            <Button variant="link" onClick={() => void copyUid()}>
              复制
            </Button>
          </dd>
        </div>
        <div>
          <dt>身份认证</dt>
          <dd>
            <span data-testid="user-center-kyc">{user ? (kyc ?? KYC_NONE_TEXT) : EMPTY_PLACEHOLDER}</span>
            {user ? <Link href={pathOf('cn/kyc', lang)}>{kyc ? '查看' : '去认证'}</Link> : null}
          </dd>
        </div>
        <div>
          <dt>VIP 等级</dt>
          <dd data-testid="user-center-vip">{user ? `VIP ${user.level ?? 0}` : EMPTY_PLACEHOLDER}</dd>
        </div>
        <div>
          <dt>注册国家/地区</dt>
          <dd data-testid="user-center-country">{user ? country : EMPTY_PLACEHOLDER}</dd>
        </div>
        <div>
          <dt>上次登录</dt>
          <dd data-testid="user-center-last-login">
            {info.last_login ? `${formatTime(info.last_login.time)} · ${info.last_login.place}（${info.last_login.ip}）` : FIRST_LOGIN_TEXT}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function SecuritySummary({ info, lang }: { info: SecurityInfo; lang: Language }) {
  const settings = securitySettingsOf(info);
  const level = securityLevel(settings);
  const step = nextSecurityStep(settings);
  const security = pathOf('user-center/security', lang);
  return (
    <SecurityRows title={SECURITY_SUMMARY_TITLE}>
      <SecurityRow
        id="summary-level"
        title="安全等级"
        state={SECURITY_LEVEL_TEXT[level]}
        done={level !== 'low'}
        description={
          <>
            {isInsecure(settings) ? (
              <span role="alert" className={styles.warning} data-testid="insecure-warning">
                {INSECURE_WARNING_TEXT}
              </span>
            ) : null}
            <span className={styles.factorList}>
              <span>谷歌验证器：{settings.ga ? '已绑定' : '未绑定'}</span>
              <span>手机：{info.phone ?? '未绑定'}</span>
              <span>邮箱：{info.email ?? '未绑定'}</span>
              <span>防钓鱼码：{settings.antiPhishing ? '已设置' : '未设置'}</span>
            </span>
          </>
        }
        actions={
          step === null ? (
            <span className={styles.stateDone}>{ALL_SET_TEXT}</span>
          ) : (
            <Link className={styles.primaryLink} href={`${security}#${SECURITY_STEP_LINK[step].anchor}`} data-testid="next-security-step">
              {SECURITY_STEP_LINK[step].text}
            </Link>
          )
        }
      />
      <SecurityRow
        id="summary-security"
        title="账户安全"
        state={info.frozen ? '已冻结' : '正常'}
        done={!info.frozen}
        description="登录密码、谷歌验证器、手机、邮箱、防钓鱼码与安全策略"
        actions={<Link href={security}>{GO_SECURITY_TEXT}</Link>}
      />
    </SecurityRows>
  );
}

export function UserCenterScreen({ lang }: { lang: Language }) {
  const user = useStore(sessionStore, (state) => state.user);
  const info = useSecurityInfo();
  return (
    <div className={styles.screen} data-testid="user-center-screen">
      <QueryState query={info}>
        {(data) => (
          <>
            <UserCard user={user} info={data} lang={lang} />
            <SecuritySummary info={data} lang={lang} />
          </>
        )}
      </QueryState>
    </div>
  );
}
