// OTC family: token login with a form-encoded body `ticket=...&type=web`.

import type { RequestHandler } from 'msw';
import { tokenLoginHandler } from './token-login';

export function otcHandlers(base: string): RequestHandler[] {
  return [tokenLoginHandler(base, 'otc', { style: 'uc', field: 'token', form: true })];
}
