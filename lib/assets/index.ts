// The rules of the Assets area: account kinds, balance sums and live merges, valuation, the
// display fiat, wallet states and failures, sub-account visibility, row actions and the trade
// pair, the refresh and the analysis tips.

export * from './account-kinds';
export * from './analysis-tips';
export * from './balances';
export * from './conversion';
export * from './refresh';
export * from './row-actions';
export * from './trade-pair';
export * from './valuation';
export * from './visibility';
export * from './wallet-errors';
export * from './wallet-state';
export * from './profit-range';
export * from './profit-series';
