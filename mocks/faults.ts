// Fault injection: QA and tests make a path slow, fail, answer a business error or drop the
// connection, for a number of requests or until cleared. The control API never faults.

import { z } from 'zod';

export const faultSpecSchema = z
  .object({
    /** Exact path (`/uc/uc/open/login/check`) or a prefix ending with `*` (`/uc/*`, `*`). */
    path: z.string().min(1),
    method: z
      .string()
      .min(1)
      .transform((method) => method.toUpperCase())
      .optional(),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    /** HTTP status to answer with. */
    status: z.number().int().min(200).max(599).optional(),
    /** Business code: answer {success:false, code, message:'injected fault', data:null}. */
    code: z.union([z.number(), z.string()]).optional(),
    /** How many matching requests it applies to; unlimited when absent. */
    times: z.number().int().min(1).optional(),
    /** Destroy the socket without answering. */
    drop: z.literal(true).optional(),
  })
  .strict()
  .refine((spec) => spec.latencyMs !== undefined || spec.status !== undefined || spec.code !== undefined || spec.drop, {
    message: 'a fault needs latencyMs, status, code or drop',
  });

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
