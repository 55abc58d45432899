// The one catalogue of validation and upload messages (shell-and-account.md section 5). Texts
// the spec gives are copied exactly, punctuation included: the code messages use a full-width
// comma, the image-captcha message a half-width one. Texts marked "project" are this project's
// own where the spec is silent.

export const VALIDATION_MESSAGES = {
  emailCodeRequired: '请输入邮箱验证码',
  emailCodeInvalid: '邮箱验证码不正确，请重新输入',
  smsCodeRequired: '请输入手机验证码',
  smsCodeInvalid: '手机验证码不正确，请重新输入',
  gaCodeRequired: '请输入谷歌验证码', // project
  gaCodeInvalid: '谷歌验证码不正确，请重新输入', // project
  emailInvalid: '邮箱地址格式不正确，请重新输入',
  phoneInvalid: '手机号格式不正确，请重新输入',
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码', // project
  passwordRule: '密码需为 8 至 32 位字母与数字组合', // project
  passwordMismatch: '两次输入的密码不一致', // project
  imageCaptchaRequired: '请输入图形验证码',
  imageCaptchaInvalid: '图形验证码不正确,请重新输入',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[ValidationMessageKey];

export const UPLOAD_MESSAGES = {
  duplicateName: '请勿重复上传名称相同的文件',
  wrongType: '不支持的文件类型', // project
  brokenImage: '文件已损坏或格式不正确', // project
  failed: '上传失败，请重新上传',
} as const;

/** '文件大小不能超过 {n}MB' (project), n in MB with at most two decimals: 5, 0.5, 1.25. */
export function uploadTooLargeMessage(maxBytes: number): string {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 100) / 100;
  return `文件大小不能超过 ${megabytes}MB`;
}

/** '最多上传 {n} 个文件' (project). */
export function uploadTooManyMessage(maxFiles: number): string {
  return `最多上传 ${maxFiles} 个文件`;
}

/**
 * Why typed or pasted amount text is not a number (project): the amount input shows these at the
 * field; full-width digits and points and thousands separators are normalised, not refused.
 */
export const AMOUNT_TEXT_MESSAGES = {
  invalid: '请输入有效的数字',
  negative: '不能输入负数',
  'two-points': '只能有一个小数点',
  grouping: '千位分隔符位置不正确，小数点请用“.”',
} as const;
