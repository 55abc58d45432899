'use client';

// "其他登录方式" under the login form: Google, Apple and Telegram. A click asks the account
// service for the provider's authorisation address (with /zh-cn/third/auth/ as the callback,
// carrying the safe backUrl) and goes there; a failure is said below the buttons. The buttons
// are named by the provider alone (the heading says what they are for).

import { useId, useState } from 'react';
import { Button } from '@/components/form';
import { THIRD_PLATFORM_LABELS, THIRD_PLATFORMS, type ThirdPlatform } from '@/lib/session/third-auth';
import { goToThirdAuthorization } from './third-authorize';
import styles from './third-party-login.module.css';

export const THIRD_LOGIN_TITLE = '其他登录方式';

export function ThirdPartyLogin({ returnTo }: { returnTo: string }) {
  const titleId = useId();
  const [busy, setBusy] = useState<ThirdPlatform | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (platform: ThirdPlatform) => {
    setBusy(platform);
    setError(null);
    const failure = await goToThirdAuthorization(platform, returnTo);
    // On success the browser is leaving: the button stays busy until the page goes.
    if (failure === null) return;
    setError(failure);
    setBusy(null);
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {THIRD_LOGIN_TITLE}
      </h2>
      <div className={styles.buttons}>
        {THIRD_PLATFORMS.map((platform) => (
          <Button
            key={platform}
            loading={busy === platform}
            disabled={busy !== null && busy !== platform}
            onClick={() => void start(platform)}
          >
            {THIRD_PLATFORM_LABELS[platform]}
          </Button>
        ))}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
