// Every call of the pro family, one module per area. Import an area as a namespace
// (`import * as margin from '@/lib/contracts/pro/margin'`) or through this index.

export * as trading from './trading';
export * as margin from './margin';
export * as form from './form';
export * as etp from './etp';
export * as prime from './prime';
export * as market from './market';
export * as settings from './settings';
export * as reference from './reference';
export * as favorites from './favorites';
export * as user from './user';
export * as withdrawAddress from './withdraw-address';
export * as depositWithdraw from './deposit-withdraw';
export * as transfer from './transfer';
export * as records from './records';
export * as convert from './convert';
export * as subUser from './sub-user';
