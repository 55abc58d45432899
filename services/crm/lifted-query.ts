// 解冻查询 on the crm service (lib/contracts/crm.ts): a frozen-asset release case by case number
// or by account; its cases only once the asker proved the account is theirs (a code sent to it,
// or logged in as it), before that only how many and whose (masked). The answer's amounts become decimal text with what is still
// frozen worked out here (frozen − lifted, decimal.js), so the page only shows them.

import { liftedQuery, liftedQueryResultSchema, type LiftedCase, type LiftedQueryRequest } from '@/lib/contracts/crm';
import { sub, toDecimalText } from '@/lib/decimal';
import type { LiftedProof } from '@/lib/lifted-query/lookup';
import { post, type ApiResult } from '@/services/http';
import { checkedAnswer } from '@/services/uc/answer';

export interface LiftedAsset {
  currency: string;
  frozen: string;
  lifted: string;
  /** Still frozen. */
  remaining: string;
}

export type LiftedCaseView = Omit<LiftedCase, 'assets'> & { assets: LiftedAsset[] };

export function toLiftedCase(raw: LiftedCase): LiftedCaseView | null {
  const assets: LiftedAsset[] = [];
  for (const asset of raw.assets) {
    const frozen = toDecimalText(asset.frozen);
    const lifted = toDecimalText(asset.lifted);
    if (frozen === null || lifted === null) return null;
    assets.push({ currency: asset.currency.toLowerCase(), frozen, lifted, remaining: sub(frozen, lifted) });
  }
  return { ...raw, assets };
}

/** A lookup's answer: the cases once the asker proved the account is theirs, else only that some exist. */
export interface LiftedLookupView {
  verified: boolean;
  found: number;
  /** The owner's account, masked; null when nothing was found. */
  account: string | null;
  /** What it takes to see the cases (not verified and something found), else null. */
  proof: LiftedProof | null;
  cases: LiftedCaseView[];
}

/** POST /crm/collection/lifted-query. Silent: the page says what failed. */
export async function lookUpLiftedCases(query: LiftedQueryRequest): Promise<ApiResult<LiftedLookupView>> {
  const result = checkedAnswer(await post('crm', liftedQuery.path(), query, { silent: true }), liftedQueryResultSchema);
  if (!result.success) return result;
  const { verified, found, account, proof } = result.data;
  return { ...result, data: { verified, found, account, proof, cases: verified ? result.data.cases.flatMap((raw) => toLiftedCase(raw) ?? []) : [] } };
}
