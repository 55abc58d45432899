// The rules of the Assets area: account kinds, balance sums and live merges, valuation, the
// display fiat, wallet states and failures, sub-account visibility, row actions and the trade
// pair (with the 15 s refresh in balances). The profit and analysis-tip rules are lib/finance's.

export * from './account-kinds';
export * from './balances';
export * from './conversion';
export * from './row-actions';
export * from './trade-pair';
export * from './valuation';
export * from './visibility';
export * from './wallet-errors';
export * from './wallet-state';
