// The rules of the Assets area: account kinds, balance sums and live merges, valuation, the
// display fiat, wallet failure states, sub-account visibility, the trade pair and the refresh.

export * from './account-kinds';
export * from './balances';
export * from './conversion';
export * from './refresh';
export * from './row-actions';
export * from './trade-pair';
export * from './valuation';
export * from './visibility';
export * from './wallet-errors';
export * from './wallet-state';
