// Which call a gateway request is, from its family and path below the family's base: the
// gateway's per-call rules (a GET that changes state, a rate-limited call) come from the
// call's contract (lib/contracts/define.ts), never from a list of paths of its own.

import { changesState, type CallContract } from '@/lib/contracts/define';

type CallRule = Pick<CallContract, 'family' | 'method' | 'pattern' | 'changesState' | 'rateLimited'>;

/** Whether a contract's pattern (`:name` matches one non-empty segment) matches a path. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.replace(/\/$/, '').split('/');
  const got = path.replace(/\/$/, '').split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, index) => (segment.startsWith(':') ? (got[index] ?? '') !== '' : segment === got[index]));
}

/** The contract of a request: same family, a matching pattern, and the method (a literal pattern wins over `:name`). */
export function findCall<C extends CallRule>(calls: readonly C[], family: string, method: string, path: string): C | undefined {
  const upper = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const matching = calls.filter((call) => call.family === family && call.method === upper && matchesPattern(call.pattern, path));
  return matching.find((call) => !call.pattern.includes(':')) ?? matching[0];
}

export interface GatewayCallRules {
  /** The request changes state: a non-read method, or a GET its contract says changes state. */
  changesState: boolean;
  /** The pattern of a rate-limited call (the limiter's key), or null. */
  rateLimited: string | null;
}

/** What the gateway must apply to a request, from its contract; an unknown path is judged by its method. */
export function gatewayCallRules(calls: readonly CallRule[], family: string, method: string, path: string): GatewayCallRules {
  const call = findCall(calls, family, method, path);
  const upper = method.toUpperCase();
  const read = upper === 'GET' || upper === 'HEAD' || upper === 'OPTIONS';
  return {
    changesState: call ? changesState(call) : !read,
    rateLimited: call?.rateLimited ? `${call.family} ${call.method} ${call.pattern}` : null,
  };
}
