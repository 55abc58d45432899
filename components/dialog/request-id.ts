// The client request id of a money-moving form (DESIGN.md: "a client order id so a retry cannot
// move money twice"): a retry of the same values carries the same id, so a server that already
// did it the first time (the answer was lost) does not do it again; changed values are a new
// request with a new id.

export interface RequestAttempt {
  /** The submitted values, serialised. */
  key: string;
  id: string;
}

export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The attempt for `values`: the previous one's id when the values are the same, else a fresh id. */
export function requestAttempt(previous: RequestAttempt | null, values: unknown, makeId: () => string = newRequestId): RequestAttempt {
  const key = JSON.stringify(values) ?? '';
  return previous !== null && previous.key === key ? previous : { key, id: makeId() };
}
