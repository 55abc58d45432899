'use client';

// 子账户详情: one sub-account of the parent — its name, UID, state, GA, remark and created time
// with its actions (修改名称, 冻结/解冻, 禁止/允许登录, 重置谷歌验证, 重置登录密码, 删除子账户,
// each through the security verification), its permissions matrix, the transfer between parent
// and sub with the balances, and its operation history. The row is read from the list call by
// the UID as keyword (the account service has no single-row call).

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/form';
import { QueryState } from '@/components/query-state/query-state';
import type { SubAccountRow } from '@/lib/contracts/uc';
import { EMPTY_PLACEHOLDER, formatTime } from '@/lib/format';
import type { Language } from '@/lib/routing/segments';
import { useSubAccounts } from '@/queries/sub-account';
import { HistorySection } from './history-section';
import { NotParentNotice, ParentOnly, subAccountListPath } from './parent-only';
import { PermissionsSection } from './permissions-section';
import { isNotParentError, StateBadge } from './state-badge';
import type { SubAccountSwitch } from '@/services/uc/sub-account';
import { rowSwitches } from '@/lib/sub-account/states';
import { DETAIL_TEXT as T, SUB_ACCOUNT_SCREEN_TEXT, SWITCH_TEXT } from './texts';
import { TransferSection } from './transfer-section';
import styles from './sub-account.module.css';
import { UserText } from '@/components/user-text/user-text';

// The dialogs load when opened.
const SwitchDialog = dynamic(() => import('./switch-dialog').then((module) => module.SwitchDialog), { ssr: false });
const RenameDialog = dynamic(() => import('./detail-dialogs').then((module) => module.RenameDialog), { ssr: false });
const PasswordResetDialog = dynamic(() => import('./detail-dialogs').then((module) => module.PasswordResetDialog), { ssr: false });
const DeleteDialog = dynamic(() => import('./detail-dialogs').then((module) => module.DeleteDialog), { ssr: false });

type OpenDialog = { kind: 'switch'; action: SubAccountSwitch } | { kind: 'rename' | 'password' | 'delete' } | null;

function Summary({ row, lang }: { row: SubAccountRow; lang: Language }) {
  const router = useRouter();
  const [open, setOpen] = useState<OpenDialog>(null);
  const target = { uid: row.uid, name: row.account_name };
  const close = () => setOpen(null);
  const switches: SubAccountSwitch[] = [...rowSwitches(row), ...(row.ga ? (['resetGa'] as const) : [])];
  return (
    <section className={styles.section} aria-labelledby={`summary-${row.uid}`} data-testid="sub-account-summary">
      <h2 id={`summary-${row.uid}`} className={styles.sectionTitle}>
        {T.summary}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{SUB_ACCOUNT_SCREEN_TEXT.name}</dt>
          <dd data-testid="sub-account-name">
            <UserText text={row.account_name} />
          </dd>
        </div>
        <div>
          <dt>{SUB_ACCOUNT_SCREEN_TEXT.uid}</dt>
          <dd>{row.uid}</dd>
        </div>
        <div>
          <dt>{SUB_ACCOUNT_SCREEN_TEXT.state}</dt>
          <dd>
            <StateBadge state={row.state} />
          </dd>
        </div>
        <div>
          <dt>{T.ga}</dt>
          <dd data-testid="sub-account-ga">{row.ga ? T.gaBound : T.gaUnbound}</dd>
        </div>
        <div>
          <dt>{SUB_ACCOUNT_SCREEN_TEXT.remark}</dt>
          <dd>{row.remark ? <UserText text={row.remark} /> : EMPTY_PLACEHOLDER}</dd>
        </div>
        <div>
          <dt>{SUB_ACCOUNT_SCREEN_TEXT.createdAt}</dt>
          <dd>{formatTime(row.created_at)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => setOpen({ kind: 'rename' })}>{T.rename}</Button>
        {switches.map((action) => (
          <Button key={action} onClick={() => setOpen({ kind: 'switch', action })}>
            {SWITCH_TEXT[action].label}
          </Button>
        ))}
        <Button onClick={() => setOpen({ kind: 'password' })}>{T.resetPassword}</Button>
        <Button onClick={() => setOpen({ kind: 'delete' })}>{T.delete}</Button>
      </div>
      {open?.kind === 'switch' ? <SwitchDialog target={{ ...target, action: open.action }} onClose={close} /> : null}
      {open?.kind === 'rename' ? <RenameDialog target={target} onClose={close} /> : null}
      {open?.kind === 'password' ? <PasswordResetDialog target={target} onClose={close} /> : null}
      {open?.kind === 'delete' ? <DeleteDialog target={target} onDeleted={() => router.push(subAccountListPath(lang))} onClose={close} /> : null}
    </section>
  );
}

function DetailBody({ subUid, lang }: { subUid: number; lang: Language }) {
  const found = useSubAccounts({ page: 1, size: 100, keyword: String(subUid) });
  if (isNotParentError(found.error)) return <NotParentNotice lang={lang} />;
  const back = (
    <Link href={subAccountListPath(lang)} className={styles.actionLink}>
      {SUB_ACCOUNT_SCREEN_TEXT.backToList}
    </Link>
  );
  return (
    <div className={styles.screen} data-testid="sub-account-detail">
      <div>{back}</div>
      <QueryState query={found}>
        {(page) => {
          const row = page.items.find((item) => item.uid === subUid);
          if (row === undefined) {
            return (
              <p role="alert" data-testid="sub-account-missing">
                {SUB_ACCOUNT_SCREEN_TEXT.notFound}
              </p>
            );
          }
          return (
            <>
              <Summary row={row} lang={lang} />
              <PermissionsSection subUid={subUid} />
              <TransferSection subUid={subUid} />
              <HistorySection subUid={subUid} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

export function SubAccountDetailScreen({ subUid, lang }: { subUid: number; lang: Language }) {
  return (
    <ParentOnly lang={lang}>
      <DetailBody subUid={subUid} lang={lang} />
    </ParentOnly>
  );
}

