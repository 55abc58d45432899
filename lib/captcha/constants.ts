// Business constants and texts of the risk-captcha dialog (shell-and-account.md sections 2, 4,
// 5 and 9). Pure values: the dialog, the rules and the tests read them from here.

/** Dialog width in pixels. */
export const CAPTCHA_DIALOG_WIDTH = 480;

/** After a solved captcha the result goes to the caller at once; the dialog closes this much later. */
export const CAPTCHA_CLOSE_DELAY_MS = 500;

/** Characters of an image captcha code; exactly this many are needed to submit. */
export const IMAGE_CAPTCHA_LENGTH = 5;

/**
 * Captcha integration versions sent to risk/control. Version 2 offers the Aliyun slider and
 * reCAPTCHA and the switch link alternates between them; version 1 walks the offered list.
 */
export const CAPTCHA_VERSIONS = [1, 2] as const;
export type CaptchaVersion = (typeof CAPTCHA_VERSIONS)[number];

/** The version this front end integrates unless a flow asks for another. */
export const DEFAULT_CAPTCHA_VERSION: CaptchaVersion = 2;

/** Value of risk/control's `source` field for this web front end. */
export const RISK_SOURCE = 'web';

/** Risk result meaning "no captcha needed". */
export const RISK_PASS = 0;

export const CAPTCHA_TEXTS = {
  title: '验证',
  switchType: '换一种验证方式',
  loadFailed: '验证加载失败，请稍后重试',
  loading: '加载中',
  imageLabel: '图形验证码',
  imageRefresh: '点击刷新图形验证码',
  imagePlaceholder: '请输入图形验证码',
  imageLoadFailed: '图形验证码加载失败，点击重试',
  submit: '提交',
  success: '验证成功',
  geetestStart: '点击开始验证',
  cancelled: '验证已取消',
} as const;
