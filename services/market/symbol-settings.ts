// Symbol settings: GET `settings.symbolSettings`?ts= (PROTOCOL.md 4.6) as MarketSymbols.

import { symbolSettings } from '@/lib/contracts/pro/settings';
import type { SettingsResponse } from '@/lib/settings/cache';
import { expandV2Symbol } from '@/lib/settings/expand';
import { toMarketSymbol, type MarketSymbol } from '@/lib/settings/symbols';
import type { ApiResult } from '@/services/http';
import { fetchSettingsList, parseSettingsBody, toSettingsItems, type SettingsRecord } from './settings-list';

function toSymbol(record: SettingsRecord): MarketSymbol | null {
  return toMarketSymbol(expandV2Symbol(record));
}

/** Raw records into symbols; a record without code, base or quote is skipped, not fatal. */
export function toSymbolList(records: readonly SettingsRecord[]): MarketSymbol[] {
  return toSettingsItems(records, toSymbol);
}

/** The settings body with its symbols under `data` and `ts`/`full` beside it, or null. */
export function parseSymbolSettingsBody(body: unknown): SettingsResponse<MarketSymbol> | null {
  return parseSettingsBody(body, toSymbol);
}

/** GET `settings.symbolSettings`?ts= (incremental after `ts`, everything without it). */
export function fetchSymbolSettings(ts?: string): Promise<ApiResult<SettingsResponse<MarketSymbol>>> {
  return fetchSettingsList(symbolSettings.path(), toSymbol, ts);
}
