// Which KYC view a user gets (shell-and-account.md sections 3 and 6): a sub-account (user_type 2)
// follows its parent's verification, a disabled user (country 183) cannot verify, an
// organisation (pro_auth_type 10) is verified offline as an institution, everyone else goes
// through the personal steps.

import { isDisabledUser, isSubAccount, PRO_AUTH_ORGANISATION, type UserSummarySource } from '@/lib/session/user';

export type KycSubject = 'sub_account' | 'disabled' | 'organisation' | 'personal';

export const KYC_SUBJECT_TEXTS = {
  sub_account: '子账户的身份认证随母账户，无需单独认证。如需提升认证等级，请使用母账户登录完成认证。',
  disabled: '您的账户所在国家/地区暂不支持身份认证，因此无法提交认证资料。如有疑问，请联系客服。',
  organisation: '机构认证由专人线下办理：请将营业执照、法定代表人证件、授权书及受益所有人信息发送至机构服务邮箱，客户经理会在 3 个工作日内与您联系。',
} as const;

export const INSTITUTION_CONTACT = 'institution@example.com';

type Subject = Pick<UserSummarySource, 'user_type' | 'country_id' | 'auth_info'>;

/** The first that applies: sub-account, disabled, organisation, else personal. */
export function kycSubject(user: Subject): KycSubject {
  if (isSubAccount(user)) return 'sub_account';
  if (isDisabledUser(user)) return 'disabled';
  return user.auth_info?.pro_auth_type === PRO_AUTH_ORGANISATION ? 'organisation' : 'personal';
}

/** Professional-auth states (pro_status) as the institutional entry shows them; 2 is passed (section 4). */
export function institutionStateLabel(proStatus: number | undefined): string {
  switch (proStatus) {
    case 1:
      return '审核中';
    case 2:
      return '已认证';
    case 3:
      return '未通过';
    default:
      return '未提交';
  }
}
