// Query keys, one factory per service family (TkDodo, "Effective React Query Keys"): every key
// starts with its family, and each level narrows the one before, so a mutation invalidates a
// whole branch by its prefix (`tradingKeys.orders(symbol)` reloads open and finished orders).

import type { HistoryFilter } from '@/lib/trading';
import type { MarginKind } from '@/services/trading/margin';
import type { AuthorityType } from '@/services/trading/authority';
import type { ProfitRange } from '@/lib/finance/profit';

export const tradingKeys = {
  all: ['trading'] as const,
  accounts: () => [...tradingKeys.all, 'accounts'] as const,
  balances: () => [...tradingKeys.all, 'balance'] as const,
  balance: (accountId: string) => [...tradingKeys.balances(), accountId] as const,
  orders: (symbol: string) => [...tradingKeys.all, 'orders', symbol] as const,
  openOrders: (symbol: string, accountId: string) => [...tradingKeys.orders(symbol), 'open', accountId] as const,
  history: (symbol: string, filter: HistoryFilter) => [...tradingKeys.orders(symbol), 'history', filter.side, filter.range] as const,
  order: (orderId: string) => [...tradingKeys.all, 'order', orderId] as const,
  symbolFee: (symbol: string) => [...tradingKeys.all, 'symbolFee', symbol] as const,
  userFee: () => [...tradingKeys.all, 'userFee'] as const,
  confirmSwitch: () => [...tradingKeys.all, 'confirmSwitch'] as const,
  authorities: () => [...tradingKeys.all, 'authority'] as const,
  authority: (type: AuthorityType) => [...tradingKeys.authorities(), type] as const,
};

/** Isolated margin is per pair; cross margin is one account, so its keys carry no symbol. */
function marginScope(kind: MarginKind, symbol: string): readonly string[] {
  return kind === 'margin' ? ['margin', symbol] : ['cross'];
}

export const marginKeys = {
  all: ['margin'] as const,
  scope: (kind: MarginKind, symbol: string) => [...marginKeys.all, ...marginScope(kind, symbol)] as const,
  balance: (kind: MarginKind, symbol: string) => [...marginKeys.scope(kind, symbol), 'balance'] as const,
  loanInfo: (kind: MarginKind, symbol: string) => [...marginKeys.scope(kind, symbol), 'loanInfo'] as const,
  loans: (kind: MarginKind, symbol: string) => [...marginKeys.scope(kind, symbol), 'loans'] as const,
  superCurrencies: () => [...marginKeys.all, 'cross', 'superCurrencies'] as const,
};

export const etpKeys = {
  all: ['etp'] as const,
  of: (etpName: string) => [...etpKeys.all, etpName] as const,
  info: (etpName: string) => [...etpKeys.of(etpName), 'info'] as const,
  exchangeLimit: (etpName: string) => [...etpKeys.of(etpName), 'exchangeLimit'] as const,
  positionLimit: (etpName: string) => [...etpKeys.of(etpName), 'positionLimit'] as const,
  transactions: (etpName: string) => [...etpKeys.of(etpName), 'transactions'] as const,
};

export const primeKeys = {
  all: ['prime'] as const,
  of: (symbol: string) => [...primeKeys.all, symbol] as const,
  info: (symbol: string) => [...primeKeys.of(symbol), 'info'] as const,
  userLimit: (symbol: string) => [...primeKeys.of(symbol), 'userLimit'] as const,
  result: (symbol: string, kind: 'po' | 'bid') => [...primeKeys.of(symbol), 'result', kind] as const,
};

export const ucKeys = {
  all: ['uc'] as const,
  countries: () => [...ucKeys.all, 'countries'] as const,
  license: (type: string) => [...ucKeys.all, 'license', type] as const,
  thirdBindings: () => [...ucKeys.all, 'thirdBindings'] as const,
  thirdAuth: (step: string) => [...ucKeys.all, 'thirdAuth', step] as const,
  securityStrategy: (scene: string) => [...ucKeys.all, 'securityStrategy', scene] as const,
  imageCaptcha: () => [...ucKeys.all, 'imageCaptcha'] as const,
};

export const marketKeys = {
  all: ['market'] as const,
  symbols: () => [...marketKeys.all, 'symbols'] as const,
  overview: () => [...marketKeys.all, 'overview'] as const,
  overviewTickers: () => [...marketKeys.overview(), 'tickers'] as const,
  overviewContracts: () => [...marketKeys.overview(), 'contracts'] as const,
  /** Last prices of every symbol, for valuing balances. */
  prices: () => [...marketKeys.all, 'prices'] as const,
};

export const captchaKeys = {
  all: ['captcha'] as const,
  vendorScript: (vendor: string) => [...captchaKeys.all, 'vendorScript', vendor] as const,
};

/** Wallet balances: one key per account kind's balance call; `walletKeys.all` refreshes every one. */
export const walletKeys = {
  all: ['wallet'] as const,
  accounts: () => [...walletKeys.all, 'accounts'] as const,
  spot: () => [...walletKeys.all, 'spot'] as const,
  account: (accountId: string) => [...walletKeys.all, 'account', accountId] as const,
  allBalances: () => [...walletKeys.all, 'allBalances'] as const,
  margin: (symbol: string) => [...walletKeys.all, 'margin', symbol] as const,
  superMargin: () => [...walletKeys.all, 'superMargin'] as const,
  otc: () => [...walletKeys.all, 'otc'] as const,
  dm: () => [...walletKeys.all, 'dm'] as const,
  swap: () => [...walletKeys.all, 'swap'] as const,
  linear: () => [...walletKeys.all, 'linear'] as const,
  linearCross: () => [...walletKeys.all, 'linearCross'] as const,
  option: () => [...walletKeys.all, 'option'] as const,
  grid: () => [...walletKeys.all, 'grid'] as const,
  c2c: (accountType: string, currency: string, accountId = '') => [...walletKeys.all, 'c2c', accountType, currency, accountId] as const,
  minepool: () => [...walletKeys.all, 'minepool'] as const,
  mining: () => [...walletKeys.all, 'mining'] as const,
  miningVisibility: () => [...walletKeys.all, 'miningVisibility'] as const,
  pledgeTotals: () => [...walletKeys.all, 'pledgeTotals'] as const,
  pledgeList: () => [...walletKeys.all, 'pledgeList'] as const,
  point: () => [...walletKeys.all, 'point'] as const,
  stableCoin: () => [...walletKeys.all, 'stableCoin'] as const,
  finance: () => [...walletKeys.all, 'finance'] as const,
  assetValuation: (accountType: string, currency: string) => [...walletKeys.all, 'assetValuation', accountType, currency] as const,
  valuation: () => [...walletKeys.all, 'valuation'] as const,
};

/** Finance analysis (pro) and the custody service's figures of the Assets area. */
export const financeKeys = {
  all: ['finance'] as const,
  yesterdayProfit: () => [...financeKeys.all, 'yesterdayProfit'] as const,
  profits: () => [...financeKeys.all, 'profit'] as const,
  profit: (range: ProfitRange) =>
    range.kind === 'period'
      ? ([...financeKeys.profits(), 'period', range.days] as const)
      : ([...financeKeys.profits(), 'custom', range.startDate, range.endDate] as const),
  analysisEnabled: () => [...financeKeys.all, 'analysisEnabled'] as const,
  tips: (types: readonly string[]) => [...financeKeys.all, 'tips', [...types].sort().join(',')] as const,
  exchangeRates: () => [...financeKeys.all, 'exchangeRates'] as const,
  userDeprecated: () => [...financeKeys.all, 'userDeprecated'] as const,
  sellWhitelist: () => [...financeKeys.all, 'sellWhitelist'] as const,
  subAccountVisibility: (locale: string) => [...financeKeys.all, 'subAccountVisibility', locale] as const,
  custody: () => [...financeKeys.all, 'custody'] as const,
  profitLoss: () => [...financeKeys.custody(), 'profitLoss'] as const,
  subProfitLoss: () => [...financeKeys.custody(), 'subProfitLoss'] as const,
  profitUserInfo: () => [...financeKeys.custody(), 'profitUserInfo'] as const,
  vipInfo: () => [...financeKeys.custody(), 'vipInfo'] as const,
  vipConfig: () => [...financeKeys.custody(), 'vipConfig'] as const,
};

/** The withdraw address book: the list (whole, or a currency's / chain's part), the whitelist settings and state. */
export const withdrawAddressKeys = {
  all: ['withdrawAddress'] as const,
  lists: () => [...withdrawAddressKeys.all, 'list'] as const,
  list: (currency: string, chain: string) => [...withdrawAddressKeys.lists(), currency, chain] as const,
  whiteSettings: () => [...withdrawAddressKeys.all, 'whiteSettings'] as const,
  whiteState: (currency: string, chain: string, address: string, tag: string) => [...withdrawAddressKeys.all, 'whiteState', currency, chain, address, tag] as const,
};

/**
 * Deposits and withdrawals: reference data (currencies, chains) beside the per-user branches
 * (`depositWithdrawKeys.history()` reloads every record list, `.withdraw()` every quota and info).
 */
export const depositWithdrawKeys = {
  all: ['depositWithdraw'] as const,
  depositCurrencies: () => [...depositWithdrawKeys.all, 'depositCurrencies'] as const,
  chains: (currency: string) => [...depositWithdrawKeys.all, 'chains', currency] as const,
  depositAddress: (currency: string, chain: string) => [...depositWithdrawKeys.all, 'depositAddress', currency, chain] as const,
  tinyDeposits: (currency: string, chain: string) => [...depositWithdrawKeys.all, 'tinyDeposits', currency, chain] as const,
  userAlert: (alertId: number) => [...depositWithdrawKeys.all, 'userAlert', alertId] as const,
  withdraw: () => [...depositWithdrawKeys.all, 'withdraw'] as const,
  withdrawInfo: (currency: string, chain: string) => [...depositWithdrawKeys.withdraw(), 'info', currency, chain] as const,
  withdrawQuota: (currency: string) => [...depositWithdrawKeys.withdraw(), 'quota', currency] as const,
  /** The risk page's check of one destination. */
  riskCheck: (currency: string, chain: string, address: string, tag: string) => [...depositWithdrawKeys.all, 'riskCheck', currency, chain, address, tag] as const,
  history: () => [...depositWithdrawKeys.all, 'history'] as const,
  recentHistory: (type: string, currency: string) => [...depositWithdrawKeys.history(), type, currency] as const,
};

/**
 * The finance records (finance/record) and the histories of transfers and conversions. Every
 * move of money (a transfer, a conversion, a deposit, a withdrawal) invalidates `all`, so a
 * records screen that is open shows the move without a reload.
 */
export const recordsKeys = {
  all: ['records'] as const,
  /** One page of a finance-records tab: the area, the request (lib/finance-records requestKey), the page's `from` and size. */
  page: (area: string, request: string, from: string, size: number) => [...recordsKeys.all, 'page', area, request, from, size] as const,
};

/**
 * The transfer screen's account figures, below the wallet's branch: a wallet refresh (after any
 * move, or an accounts.update push) reloads them too.
 */
export const transferKeys = {
  all: [...walletKeys.all, 'transfer'] as const,
  sources: () => [...transferKeys.all, 'source'] as const,
  source: (kind: string, currency: string, symbol: string) => [...transferKeys.sources(), kind, currency, symbol] as const,
};

/**
 * Conversions: the stand-alone currencies, the fee deduct mode, and the histories (below
 * `recordsKeys.all`, so every move of money reloads them with the records).
 */
export const convertKeys = {
  all: ['convert'] as const,
  standAlone: () => [...convertKeys.all, 'standAlone'] as const,
  deductMode: () => [...convertKeys.all, 'deductMode'] as const,
  histories: () => [...recordsKeys.all, 'convert'] as const,
  history: (mode: string, page: number, size: number) => [...convertKeys.histories(), 'conversions', mode, page, size] as const,
  feeDeductions: (page: number, size: number) => [...convertKeys.histories(), 'feeDeductions', page, size] as const,
};

/** The security centre (user-center/security and the pages beside it). */
export const securityCenterKeys = {
  all: ['securityCenter'] as const,
  info: () => [...securityCenterKeys.all, 'info'] as const,
  antiPhishing: () => [...securityCenterKeys.all, 'antiPhishing'] as const,
};

/**
 * The second factors' own data. The GA secret sits outside securityCenterKeys.all on purpose:
 * each generate replaces the session's pending secret, so a security change must not refetch it.
 */
export const securityFactorKeys = {
  all: ['securityFactors'] as const,
  gaSecret: (purpose: 'bind' | 'change') => [...securityFactorKeys.all, 'gaSecret', purpose] as const,
};

/** The security records (安全记录, the timeline): below securityCenterKeys.all, so every security change reloads them. */
export const securityRecordKeys = {
  all: [...securityCenterKeys.all, 'records'] as const,
  loginLog: (query: object) => [...securityRecordKeys.all, 'loginLog', query] as const,
  operationLog: (query: object) => [...securityRecordKeys.all, 'operationLog', query] as const,
  devices: () => [...securityRecordKeys.all, 'devices'] as const,
  timeline: () => [...securityRecordKeys.all, 'timeline'] as const,
};

/** A parent's sub-accounts: every change invalidates subAccountKeys.all (the list, count, history, permissions, the exchange's view). */
export const subAccountKeys = {
  all: ['subAccount'] as const,
  list: (page: number, size: number, keyword: string) => [...subAccountKeys.all, 'list', page, size, keyword] as const,
  count: () => [...subAccountKeys.all, 'count'] as const,
  history: (subUid: number, page: number, size: number) => [...subAccountKeys.all, 'history', subUid, page, size] as const,
  permissions: (subUid: number) => [...subAccountKeys.all, 'permissions', subUid] as const,
  nameCheck: (name: string) => [...subAccountKeys.all, 'nameCheck', name] as const,
  accounts: (subUid: string) => [...subAccountKeys.all, 'accounts', subUid] as const,
  aggregateBalance: () => [...subAccountKeys.all, 'aggregateBalance'] as const,
  holdings: (subUid: string) => [...subAccountKeys.all, 'holdings', subUid] as const,
};

/** The crm service: the KOL form, the recruitment programme, release cases and the C2C application. */
export const crmKeys = {
  all: ['crm'] as const,
  kolFormConfig: () => [...crmKeys.all, 'kolFormConfig'] as const,
  kolCountries: () => [...crmKeys.all, 'kolCountries'] as const,
  shareCode: (code: string) => [...crmKeys.all, 'shareCode', code] as const,
  recruitmentRates: () => [...crmKeys.all, 'recruitmentRates'] as const,
  recruitmentContacts: (topic: string) => [...crmKeys.all, 'recruitmentContacts', topic] as const,
  c2cApplication: () => [...crmKeys.all, 'c2cApplication'] as const,
};

/** KYC (身份认证): the kyc service's auth info and equity, the custody service's progress and pro auth info. */
export const kycKeys = {
  all: ['kyc'] as const,
  authInfo: () => [...kycKeys.all, 'authInfo'] as const,
  equity: () => [...kycKeys.all, 'equity'] as const,
  progress: () => [...kycKeys.all, 'progress'] as const,
  userAuth: () => [...kycKeys.all, 'userAuth'] as const,
};

/** The content service's public reads (agreements, notices, FAQ, files): nothing invalidates them but time. */
export const contentKeys = {
  all: ['content'] as const,
  page: (key: string) => [...contentKeys.all, 'page', key] as const,
  articles: (page: number, size: number, keyword: string) => [...contentKeys.all, 'articles', page, size, keyword] as const,
  article: (id: string) => [...contentKeys.all, 'article', id] as const,
  faq: (category: string, page: number, size: number, keyword: string) => [...contentKeys.all, 'faq', category, page, size, keyword] as const,
  files: (category: string, page: number, size: number, keyword: string) => [...contentKeys.all, 'files', category, page, size, keyword] as const,
};
