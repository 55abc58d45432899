// The KOL application on the crm service (shell-and-account.md section 7: "POST kol commit and
// checkShareCode"; the shapes are lib/contracts/crm.ts): the form's configuration, the country
// list, the share-code check and the commit. Every call resolves to an ApiResult.

import * as z from 'zod/mini';
import {
  checkShareCode as checkShareCodeCall,
  kolCommit,
  kolCommitRequestSchema,
  kolCommitResultSchema,
  kolCountries,
  kolCountrySchema,
  kolFormConfig,
  kolFormConfigSchema,
  shareCodeCheckSchema,
  type KolCommitRequest,
  type KolCommitResult,
  type KolCountry,
  type KolFormConfig,
  type ShareCodeCheck,
} from '@/lib/contracts/crm';
import { get, post, type ApiResult } from '@/services/http';
import { checkedAnswer } from '@/services/uc/answer';

const countryListSchema = z.array(kolCountrySchema);

/** GET /crm/kol/form/config */
export async function fetchKolFormConfig(): Promise<ApiResult<KolFormConfig>> {
  return checkedAnswer(await get('crm', kolFormConfig.path()), kolFormConfigSchema);
}

/** GET /crm/kol/countries */
export async function fetchKolCountries(): Promise<ApiResult<KolCountry[]>> {
  return checkedAnswer(await get('crm', kolCountries.path()), countryListSchema);
}

/** POST /crm/kol/checkShareCode {shareCode} → valid | unknown | used. Silent: the field says what went wrong. */
export async function checkShareCode(shareCode: string): Promise<ApiResult<ShareCodeCheck>> {
  return checkedAnswer(await post('crm', checkShareCodeCall.path(), { shareCode }, { silent: true }), shareCodeCheckSchema);
}

/** POST /crm/kol/commit → the application's number and when the team answers. Silent: the form keeps the message. */
export async function commitKolApplication(application: KolCommitRequest): Promise<ApiResult<KolCommitResult>> {
  return checkedAnswer(await post('crm', kolCommit.path(), kolCommitRequestSchema.parse(application), { silent: true }), kolCommitResultSchema);
}
