// Fault injection: QA and tests make a path slow, fail, answer a business error or drop the
// connection, for a number of requests or until cleared. The control API never faults.

import * as z from 'zod/mini';

export const faultSpecSchema = z
  .strictObject({
    /** Exact path (`/uc/uc/open/login/check`) or a prefix ending with `*` (`/uc/*`, `*`). */
    path: z.string().check(z.minLength(1)),
    method: z.optional(
      z.pipe(
        z.string().check(z.minLength(1)),
        z.transform((method: string) => method.toUpperCase()),
      ),
    ),
    latencyMs: z.optional(z.int().check(z.minimum(0), z.maximum(120_000))),
    /** HTTP status to answer with. */
    status: z.optional(z.int().check(z.minimum(200), z.maximum(599))),
    /** Business code: answer {success:false, code, message:'injected fault', data:null}. */
    code: z.optional(z.union([z.number(), z.string()])),
    /** How many matching requests it applies to; unlimited when absent. */
    times: z.optional(z.int().check(z.minimum(1))),
    /** Destroy the socket without answering. */
    drop: z.optional(z.literal(true)),
  })
  .check(
    z.refine((spec) => spec.latencyMs !== undefined || spec.status !== undefined || spec.code !== undefined || spec.drop, {
      error: 'a fault needs latencyMs, status, code or drop',
    }),
  );

export type FaultSpec = z.infer<typeof faultSpecSchema>;

export interface Fault extends FaultSpec {
  id: string;
  /** Requests it still applies to; undefined = unlimited. */
  remaining?: number;
}

export const INJECTED_FAULT_MESSAGE = 'injected fault';

function pathMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: `fault-${this.nextId++}`, remaining: spec.times };
    this.faults.push(fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length !== before;
  }

  clear(): void {
    this.faults = [];
  }

  /** The oldest fault matching the request, counted as used. */
  take(method: string, pathname: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) =>
        (candidate.method === undefined || candidate.method === method.toUpperCase()) &&
        pathMatches(candidate.path, pathname),
    );
    if (!fault) return undefined;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.remove(fault.id);
    }
    return fault;
  }
}

/** The JSON body a status/code fault answers with. */
export function faultBody(fault: Fault): { success: false; code: number | string; message: string; data: null } {
  return { success: false, code: fault.code ?? fault.status ?? 500, message: INJECTED_FAULT_MESSAGE, data: null };
}
