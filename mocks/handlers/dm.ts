// dm (contract) family: the contract login returns a session that is used as the token.

import type { RequestHandler } from 'msw';
import { tokenLoginHandler } from './token-login';

export function dmHandlers(base: string): RequestHandler[] {
  return [tokenLoginHandler(base, 'dm', { style: 'pro', field: 'session' })];
}
