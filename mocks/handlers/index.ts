// All request handlers of the mock backend. Each family is served below `${root}/${family}`,
// the same layout as mockUpstream() in lib/api/families.ts, so one set of handlers serves both
// the HTTP server (root = its origin) and msw/node in Vitest (root = http://localhost/-/x).

import type { RequestHandler } from 'msw';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { ucHandlers } from './uc';

export type FamilyHandlersFactory = (base: string) => RequestHandler[];

const noHandlersYet: FamilyHandlersFactory = () => [];

// A Record (not a Partial) so that a new family in SERVICE_FAMILIES fails to compile here.
export const FAMILY_HANDLERS: Record<ServiceFamily, FamilyHandlersFactory> = {
  uc: ucHandlers,
  custody: noHandlersYet,
  pro: noHandlersYet,
  hbg: noHandlersYet,
  otc: noHandlersYet,
  dm: noHandlersYet,
  swap: noHandlersYet,
  rca: noHandlersYet,
  inst: noHandlersYet,
  hbgPay: noHandlersYet,
  fiat: noHandlersYet,
  etf: noHandlersYet,
  mgt: noHandlersYet,
  general: noHandlersYet,
  vote: noHandlersYet,
  kyc: noHandlersYet,
  travelrule: noHandlersYet,
  crm: noHandlersYet,
  content: noHandlersYet,
};

/** Base URL of one family below a root, e.g. familyBase('http://127.0.0.1:4010', 'uc'). */
export function familyBase(root: string, family: ServiceFamily): string {
  return `${root.replace(/\/$/, '')}/${family}`;
}

export function createHandlers(root: string): RequestHandler[] {
  return SERVICE_FAMILIES.flatMap((family) => FAMILY_HANDLERS[family](familyBase(root, family)));
}

export { ucHandlers, makeLoginCheckFail, makeLoginCheckAs, makeUserGetFail } from './uc';
