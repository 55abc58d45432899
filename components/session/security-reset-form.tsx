'use client';

// Security-item reset request (安全项重置): a user who can no longer use their Google
// Authenticator, phone or email asks support to unbind it. They prove who they are with the
// account, its login password and photos of their identity document; support reviews the
// request by hand and answers with a ticket number. Photos go up one by one as they are picked
// (FileUpload); the request names them. On a refusal everything typed and uploaded stays.
// The spec names the route only; the fields, texts and the review note are this project's,
// modelled on what exchanges ask for in this request.

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, ErrorMessage, Segmented } from '@/components/form';
import { FileUpload, type UploadedFile } from '@/components/upload';
import { VALIDATION_MESSAGES } from '@/lib/validation';
import { failureText } from '@/services/http';
import { submitSecurityReset, uploadSecurityResetFile } from '@/services/uc/security-reset';
import {
  SECURITY_RESET_ITEM_LABELS,
  SECURITY_RESET_ITEMS,
  type SecurityResetItem,
} from '@/lib/contracts/uc';
import { AccountFields, accountIdentity, ACCOUNT_DEFAULTS, type AccountValues } from './account-fields';
import { PasswordField } from './password-field';
import styles from './security-reset-form.module.css';

interface SecurityResetValues extends AccountValues {
  item: SecurityResetItem;
  password: string;
  files: UploadedFile[];
}

// Texts of this page (project).
export const SECURITY_RESET_TEXTS = {
  photosRequired: '请上传证件照片',
  photosUploading: '请等待证件照片上传完成',
  failed: '提交失败，请稍后重试',
  doneTitle: '申请已提交',
} as const;

const ITEM_OPTIONS = SECURITY_RESET_ITEMS.map((value) => ({ value, label: SECURITY_RESET_ITEM_LABELS[value] }));

const ITEM_LABEL = '需要重置的安全项';
const PHOTOS_LABEL = '证件照片';

function ItemHint({ item }: { item: SecurityResetItem }) {
  const label = SECURITY_RESET_ITEM_LABELS[item];
  return (
    <p className="account-form__hint">
      审核通过后，账号的{label}将被解绑，请登录后重新绑定。
    </p>
  );
}

function PhotoInstructions({ item }: { item: SecurityResetItem }) {
  return (
    <div className={styles.instructions} id="security-reset-photo-instructions">
      <p>请上传以下照片，证件信息须清晰可辨：</p>
      <ol>
        <li>身份证件正面照片</li>
        <li>身份证件背面照片</li>
        <li>本人手持证件及写有“申请重置{SECURITY_RESET_ITEM_LABELS[item]}”和当日日期的纸条的照片</li>
      </ol>
    </div>
  );
}

function RequestReceived({ ticketId, item, loginHref }: { ticketId: string; item: SecurityResetItem; loginHref: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: move focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby="security-reset-done-title">
      <h2 id="security-reset-done-title" ref={heading} tabIndex={-1} className={styles.doneTitle}>
        {SECURITY_RESET_TEXTS.doneTitle}
      </h2>
      <p>我们已收到您的{SECURITY_RESET_ITEM_LABELS[item]}重置申请。</p>
      <p className={styles.ticket}>
        工单号 <strong data-testid="security-reset-ticket">{ticketId}</strong>
      </p>
      <p className="account-form__hint">审核通常需要 1 至 3 个工作日，结果将通过邮件或短信通知您，审核期间请勿重复提交。</p>
      <Link href={loginHref} className={styles.loginLink}>
        返回登录
      </Link>
    </section>
  );
}

export function SecurityResetForm({ loginHref }: { loginHref: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [received, setReceived] = useState<{ ticketId: string; item: SecurityResetItem } | null>(null);
  const uploading = useRef(false);
  const { control, handleSubmit, formState, getFieldState, trigger } = useForm<SecurityResetValues>({
    defaultValues: { ...ACCOUNT_DEFAULTS, item: 'ga', password: '', files: [] },
  });
  const item = useWatch({ control, name: 'item' });
  const onBusyChange = useCallback(
    (busy: boolean) => {
      uploading.current = busy;
      // "Wait for the upload" is out of date once it ends: check the photos again.
      if (!busy && getFieldState('files').error) void trigger('files');
    },
    [getFieldState, trigger],
  );

  const onSubmit = async (values: SecurityResetValues) => {
    setServerError(null);
    const { loginName, countryCode } = accountIdentity(values);
    const result = await submitSecurityReset({
      account: loginName,
      account_type: values.accountType,
      country_code: countryCode,
      item: values.item,
      password: values.password,
      files: values.files.map((file) => file.url),
    });
    if (result.success) setReceived({ ticketId: result.data.ticket_id, item: values.item });
    else setServerError(failureText(result, SECURITY_RESET_TEXTS.failed));
  };

  if (received) return <RequestReceived ticketId={received.ticketId} item={received.item} loginHref={loginHref} />;

  return (
    <form className="account-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className="account-form__hint">无法使用谷歌验证器、手机或邮箱完成安全验证时，可在此提交重置申请，由人工审核。</p>
      <AccountFields control={control} idPrefix="security-reset" />
      <Controller
        control={control}
        name="item"
        render={({ field }) => (
          <div className="account-form__field">
            <span className={styles.label}>{ITEM_LABEL}</span>
            <Segmented label={ITEM_LABEL} value={field.value} onChange={field.onChange} options={ITEM_OPTIONS} />
            <ItemHint item={field.value} />
          </div>
        )}
      />
      <PasswordField
        control={control}
        name="password"
        id="security-reset-password"
        label="登录密码"
        validate={(value) => (value === '' ? VALIDATION_MESSAGES.passwordRequired : null)}
        autoComplete="current-password"
        placeholder="请输入登录密码"
      />
      <Controller
        control={control}
        name="files"
        rules={{
          validate: (files) =>
            uploading.current ? SECURITY_RESET_TEXTS.photosUploading : files.length === 0 ? SECURITY_RESET_TEXTS.photosRequired : true,
        }}
        render={({ field, fieldState }) => (
          <div className={styles.photos}>
            <PhotoInstructions item={item} />
            <FileUpload
              id="security-reset-files"
              name={field.name}
              label={PHOTOS_LABEL}
              upload={uploadSecurityResetFile}
              onChange={field.onChange}
              onBusyChange={onBusyChange}
              error={fieldState.error?.message}
            />
          </div>
        )}
      />
      {serverError ? <ErrorMessage text={serverError} /> : null}
      <p className="account-form__hint">为保障资产安全，重置完成后 24 小时内将暂停提币。</p>
      <Button variant="primary" type="submit" block loading={formState.isSubmitting}>
        提交申请
      </Button>
      <p className={styles.back}>
        <Link href={loginHref}>返回登录</Link>
      </p>
    </form>
  );
}
