// The security summary of 个人中心 and 资产安全, read from security/get: the settings the level
// rule counts, the insecure warning (exchange-wallet-fiat.md section 5), and where on 账户安全 the
// next step is taken (the rows' anchors, security-<id>).

import type { SecuritySettings, SecurityStep } from './level';

export const INSECURE_WARNING_TEXT = '您的账户安全等级较低，请至少绑定两项验证方式';

/** What security/get says, as the level rules read it. */
export function securitySettingsOf(info: { ga: boolean; phone: string | null; email: string | null; anti_phishing: boolean }): SecuritySettings {
  return { ga: info.ga, phone: info.phone !== null, email: info.email !== null, antiPhishing: info.anti_phishing };
}

/** The 账户安全 row of each step (its anchor) and the link's text. */
export const SECURITY_STEP_LINK: Record<SecurityStep, { anchor: string; text: string }> = {
  ga: { anchor: 'security-ga', text: '绑定谷歌验证器' },
  phone: { anchor: 'security-phone', text: '绑定手机' },
  email: { anchor: 'security-email', text: '绑定邮箱' },
  antiPhishing: { anchor: 'security-anti-phishing', text: '设置防钓鱼码' },
};
