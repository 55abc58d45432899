// Decimal arithmetic and number display shared by the market, settings and wallet code.

export * from './constants';
export * from './decimal';
export * from './format';
export * from './math';
