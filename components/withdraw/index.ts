// The withdraw screens: the currency list, the form of one currency with its recent
// withdrawals, and the risk page.

export { WithdrawCurrencyList } from './currency-list';
export { WithdrawScreen } from './withdraw-screen';
export { WithdrawRiskScreen } from './risk-screen';
export { safeWithdrawReturnPath } from '@/lib/wallet/withdraw-texts';
