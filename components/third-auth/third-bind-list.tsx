'use client';

// The bindings of a logged-in user on /zh-cn/third/auth/: each platform bound or not (with the
// bound account's name); 绑定 goes to the provider with this page as the callback; 解除绑定
// asks first, then unbinds and reloads the list. Failures are said in place, the list stays.

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/form';
import { QueryState } from '@/components/query-state/query-state';
import { goToThirdAuthorization } from '@/components/session/third-authorize';
import { THIRD_PLATFORM_LABELS, THIRD_PLATFORMS, type ThirdPlatform } from '@/lib/session/third-auth';
import { queryErrorText } from '@/queries/failure';
import { useThirdBindings, useUnbindThird } from '@/queries/uc';
import type { ThirdBinding } from '@/services/uc/third';
import { showToast } from '@/stores/toast-store';
import styles from './third-auth.module.css';

export const THIRD_BIND_LIST_TEXTS = {
  loadFailed: '绑定信息加载失败，请重试',
  unbindFailed: '解除绑定失败，请稍后重试',
  unbound: '解除绑定成功',
  notBound: '未绑定',
  retry: '重试',
  bind: '绑定',
  unbind: '解除绑定',
  confirmUnbind: '确认解除',
  cancel: '取消',
} as const;

/** Every platform in a fixed order, unbound unless the server says otherwise. */
function byPlatform(bindings: readonly ThirdBinding[]): ThirdBinding[] {
  return THIRD_PLATFORMS.map((platform) => bindings.find((entry) => entry.platform === platform) ?? { platform, bound: false });
}

export function ThirdBindList({ backUrl }: { backUrl: string | null }) {
  const bindings = useThirdBindings();
  const unbinding = useUnbindThird();
  const [busy, setBusy] = useState<ThirdPlatform | null>(null);
  const [confirming, setConfirming] = useState<ThirdPlatform | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const bind = async (platform: ThirdPlatform) => {
    setBusy(platform);
    setActionError(null);
    const failure = await goToThirdAuthorization(platform, backUrl);
    if (failure === null) return;
    setActionError(failure);
    setBusy(null);
  };

  const unbind = async (platform: ThirdPlatform) => {
    setBusy(platform);
    setActionError(null);
    try {
      // The bindings reload by their key once the server has unbound.
      await unbinding.mutateAsync(platform);
      showToast('success', THIRD_BIND_LIST_TEXTS.unbound);
    } catch (error) {
      setActionError(queryErrorText(error, THIRD_BIND_LIST_TEXTS.unbindFailed));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };

  return (
    <QueryState query={bindings} loadingText="正在加载绑定信息" errorFallback={THIRD_BIND_LIST_TEXTS.loadFailed}>
      {(loaded) => (
        <BindingRows
          bindings={byPlatform(loaded)}
          busy={busy}
          confirming={confirming}
          actionError={actionError}
          onBind={(platform) => void bind(platform)}
          onAskUnbind={(platform) => {
            setActionError(null);
            setConfirming(platform);
          }}
          onUnbind={(platform) => void unbind(platform)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </QueryState>
  );
}

function BindingRows({
  bindings,
  busy,
  confirming,
  actionError,
  onBind,
  onAskUnbind,
  onUnbind,
  onCancel,
}: {
  bindings: readonly ThirdBinding[];
  busy: ThirdPlatform | null;
  confirming: ThirdPlatform | null;
  actionError: string | null;
  onBind(platform: ThirdPlatform): void;
  onAskUnbind(platform: ThirdPlatform): void;
  onUnbind(platform: ThirdPlatform): void;
  onCancel(): void;
}) {
  return (
    <div className={styles.panel}>
      <p className={styles.muted}>绑定第三方账号后，可使用该账号直接登录。</p>
      {actionError ? (
        <p className={styles.error} role="alert">
          {actionError}
        </p>
      ) : null}
      <ul className={styles.list} aria-label="第三方账号绑定">
        {bindings.map((binding) => {
          const label = THIRD_PLATFORM_LABELS[binding.platform];
          const isBusy = busy === binding.platform;
          return (
            <li key={binding.platform} className={styles.item} data-platform={binding.platform}>
              <div className={styles.row}>
                <div className={styles.platform}>
                  <h2 className={styles.platformName}>{label}</h2>
                  <p className={styles.status}>{binding.bound ? `已绑定：${binding.name ?? label}` : THIRD_BIND_LIST_TEXTS.notBound}</p>
                </div>
                {binding.bound ? (
                  <Button
                    aria-label={`解除绑定 ${label}`}
                    aria-expanded={confirming === binding.platform}
                    disabled={busy !== null}
                    onClick={() => onAskUnbind(binding.platform)}
                  >
                    {THIRD_BIND_LIST_TEXTS.unbind}
                  </Button>
                ) : (
                  <Button
                    variant="primary"
                    aria-label={`绑定 ${label}`}
                    loading={isBusy}
                    disabled={busy !== null && !isBusy}
                    onClick={() => onBind(binding.platform)}
                  >
                    {THIRD_BIND_LIST_TEXTS.bind}
                  </Button>
                )}
              </div>
              {binding.bound && confirming === binding.platform ? (
                <UnbindConfirm
                  text={`解除绑定后将不能再使用该 ${label} 账号（${binding.name ?? label}）登录，确定解除吗？`}
                  busy={isBusy}
                  onConfirm={() => onUnbind(binding.platform)}
                  onCancel={onCancel}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The question before an unbind, in place; focus goes to it and Escape cancels. */
function UnbindConfirm({ text, busy, onConfirm, onCancel }: { text: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
  }, []);
  return (
    <div
      className={styles.confirm}
      role="group"
      aria-label="确认解除绑定"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
    >
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button variant="primary" loading={busy} onClick={onConfirm}>
          {THIRD_BIND_LIST_TEXTS.confirmUnbind}
        </Button>
        <Button ref={cancelRef} disabled={busy} onClick={onCancel}>
          {THIRD_BIND_LIST_TEXTS.cancel}
        </Button>
      </div>
    </div>
  );
}
