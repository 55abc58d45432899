'use client';

// The image captcha (shell-and-account.md sections 2 and 5): an image from captcha_code/send
// that refreshes on click, a trimmed input of at most five characters, and a submit button
// enabled by exactly five characters; Enter submits too. The code is checked by the server
// with the flow's own call, so a submit hands `{captcha_key, captcha_code}` straight back.

import { Button, Flex, Input, Spin, Typography } from 'antd';
import Image from 'next/image';
import { useId, useState } from 'react';
import { CAPTCHA_TEXTS } from '@/lib/captcha/constants';
import { isImageCaptchaComplete, normalizeImageCaptchaInput, validateImageCaptcha } from '@/lib/validation/rules';
import { type ImageCaptchaResult, imageCaptchaResult } from '@/lib/captcha/payload';
import { useImageCaptcha } from '@/queries/uc';
import type { ImageCaptcha } from '@/services/uc/risk';

type ImageState = { status: 'loading' } | { status: 'ready'; captcha: ImageCaptcha } | { status: 'failed' };

const IMAGE_WIDTH = 120;
const IMAGE_HEIGHT = 40;

/** `notice`: the message of a refused answer, shown under a new image until the user types. */
export function ImageCaptchaPanel({ onSubmit, notice = null }: { onSubmit: (result: ImageCaptchaResult) => void; notice?: string | null }) {
  const captcha = useImageCaptcha();
  // A refresh shows the spinner until the new image arrives, and a failed one no old image:
  // an image's key is spent once it has been answered.
  const image: ImageState = captcha.isFetching
    ? { status: 'loading' }
    : captcha.isError
      ? { status: 'failed' }
      : captcha.data
        ? { status: 'ready', captcha: captcha.data }
        : { status: 'loading' };
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(notice);
  const errorId = useId();

  const refresh = () => {
    setValue('');
    setError(null);
    void captcha.refetch();
  };

  const submit = () => {
    const message = validateImageCaptcha(value);
    if (message) {
      setError(message);
      return;
    }
    if (image.status !== 'ready') return;
    onSubmit(imageCaptchaResult(image.captcha.key, value));
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center">
        <Input
          aria-label={CAPTCHA_TEXTS.imageLabel}
          placeholder={CAPTCHA_TEXTS.imagePlaceholder}
          autoComplete="off"
          value={value}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            // Trimmed, then cut to five characters: a native maxLength would cut a pasted
            // " AB12C " before the trim and lose characters.
            setValue(normalizeImageCaptchaInput(event.target.value));
            setError(null);
          }}
          onBlur={() => setError(validateImageCaptcha(value))}
          onPressEnter={submit}
        />
        <button
          type="button"
          onClick={refresh}
          aria-label={CAPTCHA_TEXTS.imageRefresh}
          title={CAPTCHA_TEXTS.imageRefresh}
          style={{
            flex: 'none',
            width: IMAGE_WIDTH,
            height: IMAGE_HEIGHT,
            padding: 0,
            border: 0,
            background: 'transparent',
            cursor: 'pointer',
          }}
        >
          {image.status === 'ready' ? (
            <Image
              src={image.captcha.image}
              alt={CAPTCHA_TEXTS.imageLabel}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              unoptimized
            />
          ) : image.status === 'loading' ? (
            <Spin size="small" />
          ) : (
            <Typography.Text type="danger">{CAPTCHA_TEXTS.imageLoadFailed}</Typography.Text>
          )}
        </button>
      </Flex>
      {error ? (
        <Typography.Text type="danger" role="alert" id={errorId}>
          {error}
        </Typography.Text>
      ) : null}
      <Button type="primary" block disabled={!isImageCaptchaComplete(value) || image.status !== 'ready'} onClick={submit}>
        {CAPTCHA_TEXTS.submit}
      </Button>
    </Flex>
  );
}
