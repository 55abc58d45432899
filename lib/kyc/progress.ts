// The verification's progress from the fiat KYC state number (exchange-wallet-fiat.md section 4:
// "1 and 3 step one; 2 step two; 4 in review; 5 failed; 6 complete. Steps 4, 5, 6 together form
// step three"). What 1 and 3 mean apart is not shown; here 1 is "not started" and 3 "basic
// information to fill in again" (a failed review starts over at 3).

export const KYC_STATES = [1, 2, 3, 4, 5, 6] as const;
export type KycState = (typeof KYC_STATES)[number];

export const KYC_STATE = { notStarted: 1, documents: 2, basicAgain: 3, reviewing: 4, failed: 5, complete: 6 } as const;

export type KycStepNumber = 1 | 2 | 3;
/** Where step three stands: under review, refused (with the reason) or done. */
export type KycOutcome = 'reviewing' | 'failed' | 'complete';

export interface KycProgress {
  /** The step the user is on, 1 to 3. */
  step: KycStepNumber;
  /** Set on step three only. */
  outcome: KycOutcome | null;
}

export const KYC_STEP_TITLES: Readonly<Record<KycStepNumber, string>> = { 1: '基本信息', 2: '上传证件', 3: '审核结果' };
export const KYC_OUTCOME_LABELS: Readonly<Record<KycOutcome, string>> = { reviewing: '审核中', failed: '审核未通过', complete: '认证完成' };

export function isKycState(value: unknown): value is KycState {
  return typeof value === 'number' && (KYC_STATES as readonly number[]).includes(value);
}

/** The step of a state number; null for a number outside 1–6. */
export function kycProgress(state: number): KycProgress | null {
  switch (state) {
    case 1:
    case 3:
      return { step: 1, outcome: null };
    case 2:
      return { step: 2, outcome: null };
    case 4:
      return { step: 3, outcome: 'reviewing' };
    case 5:
      return { step: 3, outcome: 'failed' };
    case 6:
      return { step: 3, outcome: 'complete' };
    default:
      return null;
  }
}

/**
 * The three steps as the shared Steps list shows them: their titles (step three named by its
 * outcome) and the index of the current one; a finished verification marks all three done.
 */
export function kycStepsView(progress: KycProgress): { items: string[]; current: number } {
  const items = ([1, 2, 3] as const).map((step) => (step === 3 && progress.outcome ? KYC_OUTCOME_LABELS[progress.outcome] : KYC_STEP_TITLES[step]));
  return { items, current: progress.outcome === 'complete' ? 3 : progress.step - 1 };
}
