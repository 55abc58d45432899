// The token session (lib/contracts/token-session.ts): POST exchanges the ticket for the family
// tokens as HttpOnly cookies, DELETE clears them.
import { clearTokenCookies, exchangeTokens } from '@/services/session/token-session';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return exchangeTokens(request);
}

export function DELETE(request: Request): Response {
  return clearTokenCookies(request);
}
