'use client';

// The login licence step (/zh-cn/login-license/): the user reads the terms and agrees; a
// user who already agreed goes straight on to backUrl.

import { useEffect, useState } from 'react';
import { Button, ErrorMessage, LoadingMessage } from '@/components/form';
import { useLicenseState } from '@/queries/uc';
import { failureText } from '@/services/http';
import { agreeLicense, LOGIN_LICENSE_TYPE } from '@/services/uc/license';

type Status = 'loading' | 'needed' | 'error';
export const LICENSE_LOAD_FAILED_TEXT = '协议状态加载失败，请刷新重试';
export const LICENSE_AGREE_FAILED_TEXT = '操作失败，请稍后重试';

export function LicenseAgreement({ returnTo, termsHref }: { returnTo: string; termsHref: string }) {
  const license = useLicenseState(LOGIN_LICENSE_TYPE);
  const [error, setError] = useState<string | null>(null);
  const [agreeing, setAgreeing] = useState(false);
  const agreed = license.data === 'AGREED';
  // While it goes on to backUrl, the page keeps saying it is loading.
  const status: Status = license.isError ? 'error' : license.data === 'NOT_AGREED' ? 'needed' : 'loading';

  useEffect(() => {
    if (agreed) window.location.assign(returnTo);
  }, [agreed, returnTo]);

  const agree = async () => {
    setAgreeing(true);
    setError(null);
    const result = await agreeLicense(LOGIN_LICENSE_TYPE);
    if (result.success) {
      window.location.assign(returnTo);
      return;
    }
    setAgreeing(false);
    setError(failureText(result, LICENSE_AGREE_FAILED_TEXT));
  };

  if (status === 'loading') return <LoadingMessage />;
  if (status === 'error') return <ErrorMessage text={LICENSE_LOAD_FAILED_TEXT} />;
  return (
    <div className="account-form">
      <p>
        继续使用前，请阅读并同意
        <a href={termsHref} target="_blank" rel="noopener noreferrer">
          《用户协议》
        </a>
        。
      </p>
      {error ? (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button variant="primary" block loading={agreeing} onClick={agree}>
        同意并继续
      </Button>
    </div>
  );
}
