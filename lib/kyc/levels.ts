// KYC levels (shell-and-account.md section 3: "kyc_level (empty or C0 means no level)";
// exchange-wallet-fiat.md section 3: kycUserInfo kyc_level, default C0). The labels and the
// order of the levels are this project's: C0 未认证, C1 基础认证, C2 高级认证.

import { kycLevel } from '@/lib/session/user';

export const KYC_LEVELS = ['C0', 'C1', 'C2'] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];

export const KYC_LEVEL_LABELS: Readonly<Record<KycLevel, string>> = {
  C0: '未认证',
  C1: '基础认证',
  C2: '高级认证',
};

/** The level a raw kyc_level stands for: empty, C0 and anything unknown are C0. */
export function toKycLevel(raw: string | null | undefined): KycLevel {
  const level = kycLevel(raw);
  return (KYC_LEVELS as readonly string[]).includes(level ?? '') ? (level as KycLevel) : 'C0';
}

/** 'C1 基础认证'; C0 reads 未认证 alone. */
export function kycLevelText(raw: string | null | undefined): string {
  const level = toKycLevel(raw);
  return level === 'C0' ? KYC_LEVEL_LABELS.C0 : `${level} ${KYC_LEVEL_LABELS[level]}`;
}

/** The level a verification of `raw` leads to, or null at the top. */
export function nextKycLevel(raw: string | null | undefined): KycLevel | null {
  const index = KYC_LEVELS.indexOf(toKycLevel(raw));
  return KYC_LEVELS[index + 1] ?? null;
}

/** True when `raw` is at least `wanted`. */
export function hasKycLevel(raw: string | null | undefined, wanted: KycLevel): boolean {
  return KYC_LEVELS.indexOf(toKycLevel(raw)) >= KYC_LEVELS.indexOf(wanted);
}
