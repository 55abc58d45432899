// Tickets and family tokens (exchange-wallet-fiat.md section 7, "Token logins"): a ticket comes
// from login, 2FA login or ticket/get, lives 2 minutes and can be exchanged once per family for
// that family's token; tokens live 50 minutes (control: /__control/token-ttl). Both die with
// the uc session they were issued for.

import { db, now, randomToken, type FamilyToken, type Ticket } from '../db';

export const TICKET_TTL_MS = 2 * 60_000;

export function issueTicket(sessionToken: string): Ticket {
  const session = db.sessions.get(sessionToken);
  if (!session) throw new Error('issueTicket needs a live session');
  const ticket: Ticket = {
    ticket: randomToken(),
    uid: session.uid,
    session: sessionToken,
    expiresAt: now() + TICKET_TTL_MS,
    exchanged: new Set(),
  };
  db.auth.tickets.set(ticket.ticket, ticket);
  return ticket;
}

/** The family's new token for a ticket, or undefined when the ticket is unknown, expired, used for this family or its session ended. */
export function exchangeTicket(value: string, family: string): FamilyToken | undefined {
  const ticket = db.auth.tickets.get(value);
  if (!ticket || ticket.expiresAt <= now() || ticket.exchanged.has(family) || !db.sessions.has(ticket.session)) {
    return undefined;
  }
  ticket.exchanged.add(family);
  const token: FamilyToken = {
    token: randomToken(),
    family,
    uid: ticket.uid,
    session: ticket.session,
    expiresAt: now() + db.auth.tokenTtlMs,
  };
  db.auth.familyTokens.set(token.token, token);
  return token;
}

/** A live token of that family. */
export function findFamilyToken(value: string | null | undefined, family: string): FamilyToken | undefined {
  if (!value) return undefined;
  const token = db.auth.familyTokens.get(value);
  if (!token || token.family !== family || token.expiresAt <= now() || !db.sessions.has(token.session)) return undefined;
  return token;
}

export function setTokenTtl(ms: number): void {
  db.auth.tokenTtlMs = ms;
}

/**
 * The uid an account socket authenticates as with this ticket: any ticket issued at login or
 * renewal while its uc session lives. The 2-minute lifetime and the once-per-family rule govern
 * token exchanges only, so a socket reconnecting between renewals still gets in.
 */
export function socketTicketUid(value: string): number | undefined {
  const ticket = db.auth.tickets.get(value);
  return ticket && db.sessions.has(ticket.session) ? ticket.uid : undefined;
}
