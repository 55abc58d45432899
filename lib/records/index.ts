// Record lists (order history, asset records, deposit/withdraw history, transfers, ledger,
// sub-accounts): paging, filters, CSV export and sorting. Pure: no React, no requests.

export * from './csv';
export * from './filter';
export * from './paging';
export * from './sort';
