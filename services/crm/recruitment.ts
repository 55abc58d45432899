// The market-recruitment programme on the crm service (lib/contracts/crm.ts): the commission
// rates by tier with the rules, and the contacts of a topic. Rates stay decimal text: a tier
// whose rate or threshold is not a decimal makes the answer a failure, not a wrong table.

import * as z from 'zod/mini';
import {
  recruitmentContactSchema,
  recruitmentContacts,
  recruitmentRates,
  recruitmentRatesSchema,
  type RecruitmentContact,
  type RecruitmentContactTopic,
  type RecruitmentRates,
  type RecruitmentTier,
} from '@/lib/contracts/crm';
import { toDecimalText } from '@/lib/decimal';
import { get, REQUEST_FAILED_CODE, type ApiResult } from '@/services/http';
import { checkedAnswer } from '@/services/uc/answer';

const contactListSchema = z.array(recruitmentContactSchema);

export function toRecruitmentTier(raw: RecruitmentTier): RecruitmentTier | null {
  const minFollowers = toDecimalText(raw.minFollowers);
  const minMonthlyVolume = toDecimalText(raw.minMonthlyVolume);
  const spotRate = toDecimalText(raw.spotRate);
  const futuresRate = toDecimalText(raw.futuresRate);
  if (minFollowers === null || minMonthlyVolume === null || spotRate === null || futuresRate === null) return null;
  return { ...raw, minFollowers, minMonthlyVolume, spotRate, futuresRate };
}

/** GET /crm/recruitment/rates */
export async function fetchRecruitmentRates(): Promise<ApiResult<RecruitmentRates>> {
  const result = checkedAnswer(await get('crm', recruitmentRates.path()), recruitmentRatesSchema);
  if (!result.success) return result;
  const tiers = result.data.tiers.map(toRecruitmentTier);
  if (tiers.some((tier) => tier === null)) return { success: false, code: REQUEST_FAILED_CODE, message: '', data: null };
  return { ...result, data: { ...result.data, tiers: tiers.filter((tier): tier is RecruitmentTier => tier !== null) } };
}

/** GET /crm/recruitment/contacts?topic= */
export async function fetchRecruitmentContacts(topic: RecruitmentContactTopic): Promise<ApiResult<RecruitmentContact[]>> {
  return checkedAnswer(await get('crm', recruitmentContacts.path(), { topic }), contactListSchema);
}
