// Account service ("uc"), every call of UC_CALLS (lib/contracts/uc) below the family base.
// The session is the HB-UC-TOKEN cookie set on login, or the same token as a header when the
// Next server calls upstream on the browser's behalf. The handlers live in ./uc/ by topic.

import type { RequestHandler } from 'msw';
import { accountHandlers } from './uc/account';
import { codeHandlers } from './uc/codes';
import { factorHandlers } from './uc/factors';
import { loginHandlers } from './uc/login';
import { resetHandlers } from './uc/reset';
import { riskHandlers } from './uc/risk';
import { securityResetHandlers } from './uc/security-reset';
import { securityHandlers } from './uc/security';
import { securityCenterHandlers } from './uc/security-center';
import { securityRecordHandlers } from './uc/records';
import { sessionHandlers } from './uc/session';
import { settingsHandlers } from './uc/settings';
import { subAccountHandlers } from './uc/sub-account';

export { sessionUser, UC_NOT_LOGGED_IN_MESSAGE } from './uc/common';
export { toLoginCheckData, toUserInfo } from './uc/session';
export { makeLoginCheckAs, makeLoginCheckFail, makeUserGetFail } from '../overrides/uc';

export function ucHandlers(base: string): RequestHandler[] {
  return [
    // First: it answers 512 for sessions ended by offsite logout or self-freeze, before any handler.
    ...securityRecordHandlers(base),
    ...sessionHandlers(base),
    ...loginHandlers(base),
    ...codeHandlers(base),
    ...resetHandlers(base),
    ...riskHandlers(base),
    ...accountHandlers(base),
    ...securityResetHandlers(base),
    ...securityHandlers(base),
    ...securityCenterHandlers(base),
    ...factorHandlers(base),
    ...settingsHandlers(base),
    ...subAccountHandlers(base),
  ];
}
