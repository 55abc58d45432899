// swap (contract) family: the contract login returns a session that is used as the token.

import type { RequestHandler } from 'msw';
import { tokenLoginHandler } from './token-login';

export function swapHandlers(base: string): RequestHandler[] {
  return [tokenLoginHandler(base, 'swap', { style: 'pro', field: 'session' })];
}
