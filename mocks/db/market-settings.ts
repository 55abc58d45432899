// Settings lists answered incrementally (/v2/settings/common/symbols?ts=, currencies, chains):
// every record carries the time it last changed; a client sends the `ts` of its last answer
// and gets only what changed since, or everything (`full: 1`) when its copy predates the seed.

import {
  MARKET_CHAINS,
  MARKET_CURRENCIES,
  MARKET_SYMBOLS,
  SETTINGS_VERSION_TS,
  type ChainRecordV1,
  type CurrencyRecordV2,
  type SymbolRecordV2,
} from './market-data';

export interface SettingsAnswer<T> {
  data: T[];
  /** Version of the newest record, as the wire's string of ms. */
  ts: string;
  full: 0 | 1;
}

export class VersionedRecords<T> {
  private entries: Array<{ key: string; record: T; version: number }> = [];

  constructor(
    private readonly seed: readonly T[],
    private readonly keyOf: (record: T) => string,
    private readonly seedVersion: number,
  ) {
    this.reset();
  }

  reset(): void {
    this.entries = this.seed.map((record) => ({ key: this.keyOf(record), record: structuredClone(record), version: this.seedVersion }));
  }

  get latest(): number {
    return Math.max(this.seedVersion, ...this.entries.map((entry) => entry.version));
  }

  all(): T[] {
    return this.entries.map((entry) => entry.record);
  }

  find(key: string): T | undefined {
    return this.entries.find((entry) => entry.key === key)?.record;
  }

  /** Changes one record and stamps it with `at`; false for an unknown key. */
  update(key: string, patch: Partial<T>, at: number): boolean {
    const entry = this.entries.find((candidate) => candidate.key === key);
    if (!entry) return false;
    entry.record = { ...entry.record, ...patch };
    // Strictly after every earlier version, so a client holding the old ts sees the change.
    entry.version = Math.max(at, this.latest + 1);
    return true;
  }

  /**
   * Records changed after `since`: none at or after the newest version, all (full) when `since`
   * is absent or older than the seed, otherwise only the later ones.
   */
  since(since: number | undefined): SettingsAnswer<T> {
    const ts = String(this.latest);
    if (since === undefined || since < this.seedVersion) return { data: this.all(), ts, full: 1 };
    return { data: this.entries.filter((entry) => entry.version > since).map((entry) => entry.record), ts, full: 0 };
  }
}

export const symbolSettings = new VersionedRecords<SymbolRecordV2>(
  MARKET_SYMBOLS.map((symbol) => symbol.v2),
  (record) => record.sc,
  SETTINGS_VERSION_TS,
);
export const currencySettings = new VersionedRecords<CurrencyRecordV2>(MARKET_CURRENCIES, (record) => record.cc, SETTINGS_VERSION_TS);
export const chainSettings = new VersionedRecords<ChainRecordV1>(MARKET_CHAINS, (record) => record.chain, SETTINGS_VERSION_TS);

export function resetMarketSettings(): void {
  symbolSettings.reset();
  currencySettings.reset();
  chainSettings.reset();
}

/** A wire `ts` query value: ms as digits, else undefined (treated as "no copy yet"). */
export function parseSettingsTs(value: string | null): number | undefined {
  return value !== null && /^\d{1,16}$/.test(value) ? Number(value) : undefined;
}
