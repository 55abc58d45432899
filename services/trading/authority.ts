// A sub-user's margin authority (exchange-wallet-fiat.md section 6: "Sub-user (user_type 2):
// fetches authority per type (margin, super-margin; 'open' enables)"; section 7 "Sub-user
// authority query"), on the pro family with its token.

import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { rawAuthoritySchema, subUserAuthority, type AuthorityType } from '@/lib/contracts/pro/form';

export { AUTHORITY_TYPES, type AuthorityType } from '@/lib/contracts/pro/form';

export interface SubUserAuthority {
  type: AuthorityType;
  /** 'open' enables the type; null when the sub-user has none. */
  authority: string | null;
}

/** GET `form.subUserAuthority`?type= ; an answer for another type is a failure. */
export async function fetchSubUserAuthority(type: AuthorityType, options?: ShorthandOptions): Promise<ApiResult<SubUserAuthority>> {
  return parseEnvelope(await get('pro', subUserAuthority.path(), { type }, options), rawAuthoritySchema, (raw) =>
    raw.type === type ? { type, authority: raw.authority ? raw.authority : null } : null,
  );
}
