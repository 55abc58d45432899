'use client';

// Step two: the document's front and back and a selfie holding it, each through the shared
// upload field, sent by PUT to the signed URL the kyc service hands out (queries/kyc.ts
// useKycUpload); then the submit for review. Everything uploaded stays on a refusal.

import { useCallback, useState } from 'react';
import crm from '@/components/crm/crm.module.css';
import { Button, ErrorMessage } from '@/components/form';
import { FileUpload, type UploadedFile } from '@/components/upload';
import { KYC_DOCUMENT_MESSAGES, KYC_DOCUMENT_SIDES, KYC_UPLOAD_RULES, kycDocumentLabel, type KycDocumentSide } from '@/lib/kyc/documents';
import type { KycIdType } from '@/lib/kyc/identity';
import { queryErrorText } from '@/queries/failure';
import { useKycStepTicket, useKycUpload, useSubmitKycDocuments } from '@/queries/kyc';
import { KYC_FORM_TEXT } from './kyc-basic-form';
import styles from './kyc.module.css';

type Sides<T> = Record<KycDocumentSide, T>;
const none = <T,>(value: T): Sides<T> => ({ front: value, back: value, selfie: value });

function DocumentField(props: {
  side: KycDocumentSide;
  label: string;
  withTicket: ReturnType<typeof useKycStepTicket>;
  onChange: (side: KycDocumentSide, files: UploadedFile[]) => void;
  onBusy: (side: KycDocumentSide, busy: boolean) => void;
  error?: string;
}) {
  const { side, onChange, onBusy } = props;
  const upload = useKycUpload(props.withTicket, side);
  return (
    <FileUpload
      id={`kyc-${side}`}
      label={props.label}
      hint="JPG、PNG 格式，不超过 5MB，证件信息须清晰可辨"
      accept={KYC_UPLOAD_RULES.accept}
      maxSize={KYC_UPLOAD_RULES.maxSize}
      maxFiles={KYC_UPLOAD_RULES.maxFiles}
      upload={upload}
      onChange={(files) => onChange(side, files)}
      onBusyChange={useCallback((busy: boolean) => onBusy(side, busy), [onBusy, side])}
      error={props.error}
    />
  );
}

export function KycDocumentsForm({ idType }: { idType: KycIdType }) {
  const withTicket = useKycStepTicket();
  const submit = useSubmitKycDocuments(withTicket);
  const [files, setFiles] = useState<Sides<string | null>>(() => none(null));
  const [busy, setBusy] = useState<Sides<boolean>>(() => none(false));
  const [errors, setErrors] = useState<Partial<Sides<string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const onChange = useCallback((side: KycDocumentSide, uploaded: UploadedFile[]) => {
    setFiles((current) => ({ ...current, [side]: uploaded[0]?.url ?? null }));
    if (uploaded.length > 0) setErrors((current) => ({ ...current, [side]: undefined }));
  }, []);
  const onBusy = useCallback((side: KycDocumentSide, value: boolean) => setBusy((current) => (current[side] === value ? current : { ...current, [side]: value })), []);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const problems: Partial<Sides<string>> = {};
    for (const side of KYC_DOCUMENT_SIDES) {
      if (busy[side]) problems[side] = KYC_DOCUMENT_MESSAGES.uploading;
      else if (!files[side]) problems[side] = KYC_DOCUMENT_MESSAGES.required(kycDocumentLabel(side, idType));
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await submit.mutateAsync({ front: files.front ?? '', back: files.back ?? '', selfie: files.selfie ?? '' });
    } catch (error) {
      setServerError(queryErrorText(error, KYC_FORM_TEXT.failed));
    }
  };

  return (
    <form className={`${crm.card} ${crm.form} ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="kyc-documents-form">
      <h2 className={crm.cardTitle}>上传证件照片</h2>
      <p className={crm.muted}>请上传证件正反面及手持证件的自拍照，四角完整、无遮挡、无反光。</p>
      <div className={styles.documents}>
        {KYC_DOCUMENT_SIDES.map((side) => (
          <DocumentField key={side} side={side} label={kycDocumentLabel(side, idType)} withTicket={withTicket} onChange={onChange} onBusy={onBusy} error={errors[side]} />
        ))}
      </div>
      {serverError ? <ErrorMessage text={serverError} /> : null}
      <Button variant="primary" type="submit" block loading={submit.isPending}>
        {KYC_FORM_TEXT.submit}
      </Button>
    </form>
  );
}
