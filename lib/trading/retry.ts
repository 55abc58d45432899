// Retry timing of calls the spec retries on a timer (exchange-wallet-fiat.md section 7: "exchange
// limit by symbol (retry 30 s)", "PO result (retry 5 s)"). The query hooks poll with these
// (queries/etp.ts, queries/prime.ts) while the last answer failed or is still pending.

export const ETP_LIMIT_RETRY_MS = 30_000;
export const PRIME_RESULT_RETRY_MS = 5_000;
