// What the header's user menu shows about a user (shell-and-account.md sections 1, 3, 6).

export interface UserSummarySource {
  uid: number;
  email?: string | null;
  phone?: string | null;
  account_name?: string | null;
  user_type: number;
  country_id: readonly number[];
  kyc_level?: string | null;
  auth_info?: {
    pro_status?: number;
    pro_auth_type?: number;
    pro_org_name?: string;
    pro_first_name?: string;
    pro_last_name?: string;
  } | null;
}

export const SUB_ACCOUNT_USER_TYPE = 2;
export const DISABLED_COUNTRY_ID = 183;
export const PRO_AUTH_PASSED = 2;
export const PRO_AUTH_ORGANISATION = 10;
export const PRO_AUTH_PERSONAL = 9;

/** Email, else phone, else account name. */
export function fullName(user: Pick<UserSummarySource, 'email' | 'phone' | 'account_name'>): string {
  return user.email || user.phone || user.account_name || '';
}

/** The KYC level to show, or null: empty and C0 mean no level. */
export function kycLevel(level: string | null | undefined): string | null {
  const value = (level ?? '').trim();
  return value === '' || value.toUpperCase() === 'C0' ? null : value.toUpperCase();
}

export function isSubAccount(user: Pick<UserSummarySource, 'user_type'>): boolean {
  return user.user_type === SUB_ACCOUNT_USER_TYPE;
}

export function isDisabledUser(user: Pick<UserSummarySource, 'country_id'>): boolean {
  return user.country_id.includes(DISABLED_COUNTRY_ID);
}

export function isProAuthPassed(user: Pick<UserSummarySource, 'auth_info'>): boolean {
  return user.auth_info?.pro_status === PRO_AUTH_PASSED;
}

/** The professional-auth name: the organisation (type 10) or the person (type 9), once passed. */
export function proAuthDisplayName(user: Pick<UserSummarySource, 'auth_info'>): string | null {
  const info = user.auth_info;
  if (!info || info.pro_status !== PRO_AUTH_PASSED) return null;
  if (info.pro_auth_type === PRO_AUTH_ORGANISATION) return info.pro_org_name || null;
  if (info.pro_auth_type === PRO_AUTH_PERSONAL) {
    const name = [info.pro_first_name, info.pro_last_name].filter(Boolean).join(' ');
    return name || null;
  }
  return null;
}
