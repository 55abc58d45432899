// The two ways a risk verification ends without a result: the risk call failed (the flow
// shows the server's message), or the user closed the dialog (the flow usually does nothing).

import { CAPTCHA_TEXTS } from './constants';

/** risk/control failed or answered something unusable; `message` is the server's text. */
export class RiskControlError extends Error {
  readonly code: number | string;

  constructor(message: string, code: number | string) {
    super(message);
    this.name = 'RiskControlError';
    this.code = code;
  }
}

/** The user closed the captcha dialog (or a newer verification replaced this one). */
export class CaptchaCancelledError extends Error {
  constructor() {
    super(CAPTCHA_TEXTS.cancelled);
    this.name = 'CaptchaCancelledError';
  }
}

export function isCaptchaCancelled(error: unknown): error is CaptchaCancelledError {
  return error instanceof CaptchaCancelledError;
}

export function isRiskControlError(error: unknown): error is RiskControlError {
  return error instanceof RiskControlError;
}
