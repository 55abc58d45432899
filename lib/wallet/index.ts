// The pure rules of deposit, withdraw and the withdraw address book: chain choice, currency
// lists, fees, amount and address checks, the poisoning guard, the whitelist delay, record
// states, the sell link, client order ids and who may deposit or withdraw at all.

export * from './access';
export * from './address-check';
export * from './chain';
export * from './chain-type';
export * from './client-order-id';
export * from './currency-lists';
export * from './deposit-notices';
export * from './dw-states';
export * from './fee';
export * from './poisoning';
export * from './risk-consent';
export * from './sell-link';
export * from './types';
export * from './withdraw-amount';
