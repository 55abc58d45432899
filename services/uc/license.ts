// Licence (terms) state and agreement of the account service (shell-and-account.md section 7).

import { get, post, type ApiResult } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { licenseStateSchema, UC_CALLS } from '@/lib/contracts/uc';

/** The terms a user agrees to after login. */
export const LOGIN_LICENSE_TYPE = 'LOGIN';

export type LicenseState = 'AGREED' | 'NOT_AGREED';

/** GET /uc/open/license/state?type= */
export async function fetchLicenseState(type: string): Promise<ApiResult<LicenseState>> {
  return parseEnvelope(await get('uc', UC_CALLS.licenseState.path(), { type }), licenseStateSchema, (raw) => raw.state);
}

/** POST /uc/open/license/agree */
export function agreeLicense(type: string): Promise<ApiResult<unknown>> {
  return post('uc', UC_CALLS.licenseAgree.path(), { type });
}
