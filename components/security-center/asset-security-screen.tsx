'use client';

// 资产安全 (finance/security): the settings that protect funds, each with its state and a link to
// where it is changed — the withdrawal address whitelist and its delay (the address book's
// settings), the anti-phishing code, the withdraw strategy's factors (账户安全 anchors) and the
// withdrawal hold after a security change.

import Link from 'next/link';
import { pathOf } from '@/components/custody/links';
import { QueryState } from '@/components/query-state/query-state';
import type { SecurityInfo } from '@/lib/contracts/uc';
import { formatTime } from '@/lib/format/time';
import type { Language } from '@/lib/routing/segments';
import { isInsecure } from '@/lib/security-center/level';
import { INSECURE_WARNING_TEXT, securitySettingsOf } from '@/lib/security-center/summary';
import { formatDelay } from '@/lib/wallet-book';
import { queryErrorText } from '@/queries/failure';
import { useSecurityInfo } from '@/queries/security-center';
import { useWhiteSettings } from '@/queries/withdraw-address';
import { factorsText } from './strategy-section';
import { SecurityRow, SecurityRows } from './security-row';
import styles from './security-center.module.css';

export const ASSET_SECURITY_TITLE = '资金安全设置';
export const WHITELIST_ROW_TITLE = '提币白名单';
export const MANAGE_ADDRESSES_TEXT = '管理提币地址';
export const CHANGE_TEXT = '去设置';
export const NO_HOLD_TEXT = '无限制';

function WhitelistRow({ lang }: { lang: Language }) {
  const settings = useWhiteSettings();
  const link = (
    <Link href={pathOf('cn/finance/address', lang)} data-testid="asset-security-whitelist-link">
      {MANAGE_ADDRESSES_TEXT}
    </Link>
  );
  if (settings.isPending) return <SecurityRow id="asset-whitelist" title={WHITELIST_ROW_TITLE} state="加载中" done={false} actions={link} />;
  if (settings.isError) return <SecurityRow id="asset-whitelist" title={WHITELIST_ROW_TITLE} state="未知" done={false} description={queryErrorText(settings.error)} actions={link} />;
  const { enabled, delayHours } = settings.data;
  return (
    <SecurityRow
      id="asset-whitelist"
      title={WHITELIST_ROW_TITLE}
      state={enabled ? '已开启' : '未开启'}
      done={enabled}
      description={enabled ? `只能向白名单地址提币，新地址生效延迟：${formatDelay(delayHours)}` : `开启后只能向白名单地址提币（新地址生效延迟：${formatDelay(delayHours)}）`}
      actions={link}
    />
  );
}

function Rows({ info, lang }: { info: SecurityInfo; lang: Language }) {
  const security = pathOf('user-center/security', lang);
  const hold = info.withdraw_hold_until;
  return (
    <>
      {isInsecure(securitySettingsOf(info)) ? (
        <p role="alert" className={styles.warning} data-testid="insecure-warning">
          {INSECURE_WARNING_TEXT}
        </p>
      ) : null}
      <SecurityRows title={ASSET_SECURITY_TITLE}>
        <WhitelistRow lang={lang} />
        <SecurityRow
          id="asset-anti-phishing"
          title="防钓鱼码"
          state={info.anti_phishing ? '已设置' : '未设置'}
          done={info.anti_phishing}
          description="我们发送的邮件和短信会带上您的防钓鱼码"
          actions={
            <Link href={`${security}#security-anti-phishing`} data-testid="asset-security-anti-phishing-link">
              {info.anti_phishing ? '修改' : CHANGE_TEXT}
            </Link>
          }
        />
        <SecurityRow
          id="asset-withdraw-factors"
          title="提币验证"
          state={factorsText(info.withdraw_factors)}
          done={info.withdraw_factors.length >= 2}
          description="提币时需要通过的验证方式"
          actions={
            <Link href={`${security}#security-strategy-withdraw`} data-testid="asset-security-strategy-link">
              {CHANGE_TEXT}
            </Link>
          }
        />
        <SecurityRow
          id="asset-withdraw-hold"
          title="提币限制"
          state={hold === null ? NO_HOLD_TEXT : '暂停中'}
          done={hold === null}
          description={hold === null ? '近 24 小时内没有影响提币的安全设置变更' : `安全设置已变更，提币暂停至 ${formatTime(hold)}`}
          actions={
            <Link href={pathOf('user-center/safety-record', lang)} data-testid="asset-security-hold-link">
              查看安全记录
            </Link>
          }
        />
      </SecurityRows>
    </>
  );
}

export function AssetSecurityScreen({ lang }: { lang: Language }) {
  const info = useSecurityInfo();
  return (
    <div className={styles.screen} data-testid="asset-security-screen">
      <QueryState query={info}>{(data) => <Rows info={data} lang={lang} />}</QueryState>
    </div>
  );
}
