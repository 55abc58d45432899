// Country lists of the account service (shell-and-account.md section 7).

import { get, type ApiResult } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { countryListSchema, UC_CALLS, type Country } from '@/lib/contracts/uc';

const keep = <T>(raw: T): T => raw;

/** GET /uc/open/country_code/list — dialling codes for phone accounts. */
export async function fetchCountryCodes(): Promise<ApiResult<Country[]>> {
  return parseEnvelope(await get('uc', UC_CALLS.countryCodeList.path()), countryListSchema, keep);
}

/** GET /uc/open/register/phone/country/list — the dialling codes a phone number may register with. */
export async function fetchRegisterPhoneCountries(): Promise<ApiResult<Country[]>> {
  return parseEnvelope(await get('uc', UC_CALLS.registerPhoneCountryList.path()), countryListSchema, keep);
}

/** Shown until the list arrives, and when it cannot be loaded. */
export const DEFAULT_COUNTRY: Country = { country_id: 37, name: '中国', area_code: '86', abbr: 'CN' };
