// Business errors of the account service: every UC_CODES code with the text the mock answers.

import { UC_CODES } from '@/lib/contracts/uc';

export type UcCodeName = keyof typeof UC_CODES;

export interface UcError {
  code: number;
  message: string;
}

export const UC_MESSAGES = {
  notLoggedIn: '未登录',
  busy: '系统繁忙，请稍后再试',
  sessionExpired: '登录已失效',
  wrongPassword: '账号或密码错误',
  accountLocked: '账户已锁定，请稍后再试',
  accountDisabled: '账户已禁用',
  accountExists: '账号已存在',
  accountNotFound: '账号不存在',
  captchaRequired: '请先完成安全验证',
  captchaWrong: '安全验证失败，请重试',
  codeWrong: '验证码错误',
  emailCodeWrong: '验证码错误',
  smsCodeWrong: '验证码错误',
  gaCodeWrong: '验证码错误',
  codeExpired: '验证码已过期',
  twoFactorTokenExpired: '验证已过期，请重新登录',
  sendTooOften: '发送过于频繁，请稍后再试',
  resetTokenExpired: '重置已过期，请重新开始',
  weakPassword: '密码需为 8 至 32 位字母与数字组合',
  licenseRequired: '请先同意用户协议',
  securityRequired: '请先完成安全验证',
  factorLocked: '错误次数过多，请稍后再试',
  factorBound: '已绑定，请勿重复绑定',
  passwordSame: '新密码不能与原密码相同',
} as const satisfies Record<UcCodeName, string>;

/** Answer of a body or query that fails its schema. */
export const BAD_REQUEST: UcError = { code: 400, message: '参数错误' };

export function ucError(name: UcCodeName, message: string = UC_MESSAGES[name]): UcError {
  return { code: UC_CODES[name], message };
}
