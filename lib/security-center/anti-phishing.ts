// The anti-phishing code (issue 16): 4 to 20 letters or digits the user chooses, carried at the
// top of every email and SMS the service sends, so a message without it (or with another) is
// not ours. Shown masked (first two and last two characters) until the user reveals it.

export const ANTI_PHISHING_MIN_LENGTH = 4;
export const ANTI_PHISHING_MAX_LENGTH = 20;
export const ANTI_PHISHING_PATTERN = /^[A-Za-z0-9]{4,20}$/;

export const ANTI_PHISHING_REQUIRED_TEXT = '请输入防钓鱼码';
export const ANTI_PHISHING_INVALID_TEXT = '防钓鱼码为 4-20 位字母或数字';

/** The label messages carry before the code, e.g. 防钓鱼码：Ab1234. */
export const ANTI_PHISHING_LABEL = '防钓鱼码';

/** The code as typed, without surrounding spaces. */
export function normalizeAntiPhishingCode(value: string): string {
  return value.trim();
}

/** The message for a code that cannot be saved, or null when it is fine. */
export function validateAntiPhishingCode(value: string): string | null {
  const code = normalizeAntiPhishingCode(value);
  if (code === '') return ANTI_PHISHING_REQUIRED_TEXT;
  return ANTI_PHISHING_PATTERN.test(code) ? null : ANTI_PHISHING_INVALID_TEXT;
}

/** The code masked: its first two and last two characters, four stars between (Ab****34). */
export function maskAntiPhishingCode(code: string): string {
  if (code.length <= 4) return `${code.slice(0, 1)}****${code.slice(-1)}`;
  return `${code.slice(0, 2)}****${code.slice(-2)}`;
}

/** The line a message starts with when the user has a code. */
export function antiPhishingLine(code: string): string {
  return `${ANTI_PHISHING_LABEL}：${code}`;
}
