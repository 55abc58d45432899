'use client';

// The security timeline on 账户安全 (security/timeline): every security change with its time,
// device and place, the protection it triggered (提币暂停至 …), and 这不是我, which freezes the
// account after a confirmation (security/freeze). A frozen account has no session left, so the
// user is then told why and sent to log in again (where login says the account is frozen).

import { useState } from 'react';
import type { SecurityInfo } from '@/lib/contracts/uc';
import { formatTime } from '@/lib/format';
import { timelineItems, type TimelineItem } from '@/lib/security-center/timeline';
import { queryErrorText } from '@/queries/failure';
import { useFreezeAccount, useSecurityTimeline } from '@/queries/security-records';
import { logout } from '@/stores/session-store';
import { ConfirmActionDialog } from './confirm-action-dialog';
import rows from './security-center.module.css';
import styles from './security-records.module.css';

export const TIMELINE_TEXT = {
  title: '安全动态',
  empty: '暂无安全变更',
  lastLogin: '上次登录',
  holdUntil: (time: string) => `提币暂停至 ${time}`,
  holdEnded: '提币暂停已结束',
  notMe: '这不是我',
  freezeTitle: '冻结账户',
  freezeConfirm: '冻结账户',
  freezeText: '如果这不是您本人的操作，您的账户可能已被他人控制。冻结后所有设备将立即退出登录，账户将无法登录和提币，需联系客服解冻。',
  frozenTitle: '账户已冻结',
  frozenText: '您的账户已冻结，所有设备已退出登录。如需解冻，请联系客服。',
  toLogin: '确定',
  loading: '加载中…',
  retry: '重试',
} as const;

const SHOWN = 10;

function TimelineEntry({ item, onDisown }: { item: TimelineItem; onDisown(): void }) {
  return (
    <li className={rows.row} data-testid="timeline-event" data-type={item.type}>
      <div className={rows.rowText}>
        <h3 className={rows.rowTitle}>{item.title}</h3>
        <p className={rows.rowDescription}>
          {formatTime(item.time)} · {item.device} · {item.place}
          {item.detail ? ` · ${item.detail}` : ''}
        </p>
        {item.holdUntil !== null ? (
          <p className={styles.hold} data-testid="timeline-hold">
            {item.holding ? TIMELINE_TEXT.holdUntil(formatTime(item.holdUntil)) : TIMELINE_TEXT.holdEnded}
          </p>
        ) : null}
      </div>
      {item.disownable ? (
        <div className={rows.rowActions}>
          <button type="button" className={styles.link} onClick={onDisown} aria-label={`${TIMELINE_TEXT.notMe}：${item.title}`}>
            {TIMELINE_TEXT.notMe}
          </button>
        </div>
      ) : null}
    </li>
  );
}

export function SecurityTimeline({ info }: { info: SecurityInfo }) {
  const timeline = useSecurityTimeline();
  const freeze = useFreezeAccount();
  const [disowned, setDisowned] = useState<TimelineItem | null>(null);
  // The list's "now" only decides which holds are still running; the hold banner ticks.
  const [now] = useState(() => Date.now());
  const items = timelineItems(timeline.data ?? [], now, info.frozen).slice(0, SHOWN);
  const frozen = freeze.isSuccess;

  const close = () => {
    if (freeze.isPending || frozen) return;
    setDisowned(null);
    freeze.reset();
  };
  const confirm = () => {
    if (frozen) {
      void logout();
      return;
    }
    if (!disowned || freeze.isPending) return;
    freeze.mutate({ event_id: disowned.id });
  };

  return (
    <section className={styles.panel} aria-label={TIMELINE_TEXT.title} data-testid="security-timeline">
      <h2 className={styles.title}>{TIMELINE_TEXT.title}</h2>
      <p className={rows.rowDescription}>
        {info.last_login ? `${TIMELINE_TEXT.lastLogin}：${formatTime(info.last_login.time)}（${info.last_login.place} · ${info.last_login.ip}）` : `${TIMELINE_TEXT.lastLogin}：—`}
      </p>
      {timeline.isPending ? (
        <p className={styles.empty}>{TIMELINE_TEXT.loading}</p>
      ) : timeline.isError ? (
        <div role="alert" className={styles.empty}>
          {queryErrorText(timeline.error)}{' '}
          <button type="button" className={styles.secondary} onClick={() => void timeline.refetch()}>
            {TIMELINE_TEXT.retry}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{TIMELINE_TEXT.empty}</p>
      ) : (
        <ul className={rows.rows}>
          {items.map((item) => (
            <TimelineEntry key={item.id} item={item} onDisown={() => setDisowned(item)} />
          ))}
        </ul>
      )}
      <ConfirmActionDialog
        open={disowned !== null}
        title={frozen ? TIMELINE_TEXT.frozenTitle : TIMELINE_TEXT.freezeTitle}
        confirmText={frozen ? TIMELINE_TEXT.toLogin : TIMELINE_TEXT.freezeConfirm}
        pending={freeze.isPending}
        error={freeze.error}
        danger={!frozen}
        onConfirm={confirm}
        onClose={frozen ? confirm : close}
        testId="freeze-dialog"
      >
        {frozen ? (
          <p role="status" data-testid="frozen-notice">
            {TIMELINE_TEXT.frozenText}
          </p>
        ) : (
          <>
            <p>
              {disowned?.title} · {disowned ? formatTime(disowned.time) : ''} · {disowned?.device} · {disowned?.place}
            </p>
            <p>{TIMELINE_TEXT.freezeText}</p>
          </>
        )}
      </ConfirmActionDialog>
    </section>
  );
}
