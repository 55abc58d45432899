// Settings data: key expansion, the local-storage cache, symbols, exchange rates, server time.

export * from './cache';
export * from './expand';
export * from './rates';
export * from './symbols';
export * from './timestamp';
