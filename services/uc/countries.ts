// Country lists of the account service (shell-and-account.md section 7).

import * as z from 'zod/mini';
import { get, type ApiResult } from '@/services/http';
import { countrySchema, UC_CALLS, type Country } from '@/lib/contracts/uc';

const countryListSchema = z.array(countrySchema);

/** GET /uc/open/country_code/list — dialling codes for phone accounts. */
export async function fetchCountryCodes(): Promise<ApiResult<Country[]>> {
  const result = await get('uc', UC_CALLS.countryCodeList.path());
  if (!result.success) return result;
  const parsed = countryListSchema.safeParse(result.data);
  return parsed.success ? { ...result, data: parsed.data } : { success: false, code: 500, message: '', data: null };
}

/** Shown until the list arrives, and when it cannot be loaded. */
export const DEFAULT_COUNTRY: Country = { country_id: 37, name: '中国', area_code: '86', abbr: 'CN' };
