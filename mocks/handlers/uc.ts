// Account service ("uc"), every path of UC_PATHS (services/uc/schemas.ts) below the family base.
// The session is the HB-UC-TOKEN cookie set on login, or the same token as a header when the
// Next server calls upstream on the browser's behalf. The handlers live in ./uc/ by topic.

import type { RequestHandler } from 'msw';
import { accountHandlers } from './uc/account';
import { codeHandlers } from './uc/codes';
import { loginHandlers } from './uc/login';
import { resetHandlers } from './uc/reset';
import { riskHandlers } from './uc/risk';
import { securityResetHandlers } from './uc/security-reset';
import { securityHandlers } from './uc/security';
import { sessionHandlers } from './uc/session';

export { sessionUser, UC_NOT_LOGGED_IN_MESSAGE } from './uc/common';
export {
  LOGIN_CHECK_PATH,
  LOGOUT_PATH,
  makeLoginCheckAs,
  makeLoginCheckFail,
  makeUserGetFail,
  toLoginCheckData,
  toUserInfo,
  USER_GET_PATH,
} from './uc/session';

export function ucHandlers(base: string): RequestHandler[] {
  return [
    ...sessionHandlers(base),
    ...loginHandlers(base),
    ...codeHandlers(base),
    ...resetHandlers(base),
    ...riskHandlers(base),
    ...accountHandlers(base),
    ...securityResetHandlers(base),
    ...securityHandlers(base),
  ];
}
