// The custody service's KYC calls (shell-and-account.md section 7 "POST user_auth.php; GET
// fiat/kyc/getInfo"; lib/contracts/custody.ts): the professional auth info (an organisation's
// name and state) and the verification's progress as the fiat KYC state number. They carry the
// pro token as the other custody calls do (services/custody/custody.ts).

import * as calls from '@/lib/contracts/custody';
import type { RawFiatKycInfo, RawUserAuth } from '@/lib/contracts/custody';
import { isKycState, type KycState } from '@/lib/kyc/progress';
import { toKycLevel, type KycLevel } from '@/lib/kyc/levels';
import { get, post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { sendWithCustodyAuth } from './custody';

export interface FiatKycInfo {
  state: KycState;
  level: KycLevel;
  targetLevel: KycLevel | null;
  failRemark: string | null;
  fullName: string | null;
  submittedAt: number | null;
}

export function toFiatKycInfo(raw: RawFiatKycInfo): FiatKycInfo | null {
  if (!isKycState(raw.state)) return null;
  return {
    state: raw.state,
    level: toKycLevel(raw.kycLevel),
    targetLevel: raw.targetLevel ? toKycLevel(raw.targetLevel) : null,
    failRemark: raw.failRemark,
    fullName: raw.fullName,
    submittedAt: raw.submittedAt,
  };
}

export type UserAuthInfo = RawUserAuth;

/** POST `custody.userAuth` {} → kyc_level, auth_info (pro_status, pro_auth_type, pro_org_name, …), user_info. */
export async function fetchUserAuth(options?: ShorthandOptions): Promise<ApiResult<UserAuthInfo>> {
  return parseEnvelope(await sendWithCustodyAuth((o) => post('custody', calls.userAuth.path(), {}, o), options), calls.rawUserAuthSchema, (raw) => raw);
}

/** GET `custody.fiatKycInfo` → the verification's state number, levels and a refusal's reason. */
export async function fetchFiatKycInfo(options?: ShorthandOptions): Promise<ApiResult<FiatKycInfo>> {
  return parseEnvelope(await sendWithCustodyAuth((o) => get('custody', calls.fiatKycInfo.path(), undefined, o), options), calls.rawFiatKycInfoSchema, toFiatKycInfo);
}
