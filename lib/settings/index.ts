// Settings data: key expansion, the local-storage cache, symbols, currencies, exchange rates,
// server time.

export * from './cache';
export * from './chains';
export * from './currencies';
export * from './expand';
export { parseTags } from './fields';
export * from './rates';
export * from './symbols';
export * from './timestamp';
