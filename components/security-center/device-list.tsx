'use client';

// 登录设备 of 安全记录 (login/list): the devices logged in now, this one marked 当前设备, 退出 on
// each other device and 退出其他所有设备 (logout/offsite), each after a confirmation.

import { useState } from 'react';
import type { LoginDevice } from '@/lib/contracts/uc';
import { formatTime } from '@/lib/format';
import { queryErrorText } from '@/queries/failure';
import { useLoginDevices, useLogoutOffsite } from '@/queries/security-records';
import { ConfirmActionDialog } from './confirm-action-dialog';
import rows from './security-center.module.css';
import styles from './security-records.module.css';

export const DEVICE_TEXT = {
  title: '登录设备',
  current: '当前设备',
  logout: '退出',
  logoutAll: '退出其他所有设备',
  loginTime: '登录时间',
  lastActive: '最近活动',
  loading: '加载中…',
  retry: '重试',
  confirmOne: '退出该设备',
  confirmOneText: '该设备将立即退出登录，再次使用需重新登录。',
  confirmAll: '退出其他所有设备',
  confirmAllText: '除当前设备外，所有设备将立即退出登录。',
  none: '没有其他设备登录',
} as const;

type Pending = { kind: 'one'; device: LoginDevice } | { kind: 'all' } | null;

function DeviceItem({ device, onLogout }: { device: LoginDevice; onLogout(): void }) {
  return (
    <li className={rows.row} data-testid="login-device" data-current={device.current}>
      <div className={rows.rowText}>
        <h3 className={rows.rowTitle}>
          {device.device}
          {device.current ? <span className={styles.badge}>{DEVICE_TEXT.current}</span> : null}
        </h3>
        <p className={rows.rowDescription}>
          {device.place} · {device.ip}
        </p>
        <p className={rows.rowDescription}>
          {DEVICE_TEXT.loginTime} {formatTime(device.login_time)} · {DEVICE_TEXT.lastActive} {formatTime(device.last_active)}
        </p>
      </div>
      {device.current ? null : (
        <div className={rows.rowActions}>
          <button type="button" className={styles.secondary} onClick={onLogout} aria-label={`${DEVICE_TEXT.logout} ${device.device}`}>
            {DEVICE_TEXT.logout}
          </button>
        </div>
      )}
    </li>
  );
}

export function DeviceList() {
  const devices = useLoginDevices();
  const logout = useLogoutOffsite();
  const [pending, setPending] = useState<Pending>(null);
  const others = (devices.data ?? []).filter((device) => !device.current);

  const close = () => {
    if (logout.isPending) return;
    setPending(null);
    logout.reset();
  };
  const confirm = () => {
    if (!pending || logout.isPending) return;
    logout.mutate(pending.kind === 'all' ? { all: true } : { id: pending.device.id }, { onSuccess: () => setPending(null) });
  };

  if (devices.isPending) return <p className={styles.empty}>{DEVICE_TEXT.loading}</p>;
  if (devices.isError) {
    return (
      <div role="alert" className={styles.empty}>
        {queryErrorText(devices.error)}{' '}
        <button type="button" className={styles.secondary} onClick={() => void devices.refetch()}>
          {DEVICE_TEXT.retry}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.panel} data-testid="login-devices">
      <div className={styles.toolbar}>
        <button type="button" className={styles.link} disabled={others.length === 0} onClick={() => setPending({ kind: 'all' })}>
          {DEVICE_TEXT.logoutAll}
        </button>
      </div>
      <ul className={rows.rows} aria-label={DEVICE_TEXT.title}>
        {devices.data.map((device) => (
          <DeviceItem key={device.id} device={device} onLogout={() => setPending({ kind: 'one', device })} />
        ))}
      </ul>
      {others.length === 0 ? <p className={rows.rowDescription}>{DEVICE_TEXT.none}</p> : null}
      <ConfirmActionDialog
        open={pending !== null}
        title={pending?.kind === 'all' ? DEVICE_TEXT.confirmAll : DEVICE_TEXT.confirmOne}
        pending={logout.isPending}
        error={logout.error}
        onConfirm={confirm}
        onClose={close}
        testId="device-logout-dialog"
      >
        {pending?.kind === 'one' ? (
          <p>
            {pending.device.device}（{pending.device.place} · {pending.device.ip}）
          </p>
        ) : null}
        <p>{pending?.kind === 'all' ? DEVICE_TEXT.confirmAllText : DEVICE_TEXT.confirmOneText}</p>
      </ConfirmActionDialog>
    </div>
  );
}
