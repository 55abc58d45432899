// Names of the cookies that carry the session. The user-centre session cookie is set by the
// account service on login (HttpOnly); the server-side gate verifies it with login/check.

export const UC_SESSION_COOKIE = 'HB-UC-TOKEN';
/** Header that carries the same token when a cookie cannot be sent (server to upstream). */
export const UC_SESSION_HEADER = 'HB-UC-TOKEN';
/** Code the account service answers login/check with for a visitor. */
export const UC_NOT_LOGGED_IN_CODE = 501;
