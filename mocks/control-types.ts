// The shapes the mock server's control API takes and answers (mocks/control*.ts), apart from the
// client in ./control-client, which re-exports them. Types only: Playwright and Vitest share them.

export interface Ok {
  ok: true;
}

export interface FaultSpec {
  /** Exact path (`/uc/uc/open/login/check`) or a prefix ending with `*` (`/uc/*`, `*`). */
  path: string;
  method?: string;
  latencyMs?: number;
  /** HTTP status to answer with. */
  status?: number;
  /** Business code: answered as {success:false, code, message:'injected fault', data:null}. */
  code?: number | string;
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number;
  /** Destroy the socket without answering. */
  drop?: true;
}

export interface ControlSession {
  token: string;
  cookieName: string;
  uid: number;
  ticket: string;
}

/** A message of the mock's outbox (GET /messages). */
export interface SentMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  uid: number | null;
  subject: string;
  /** The whole text, the anti-phishing line (防钓鱼码：…) first when the user set a code. */
  text: string;
  anti_phishing: string | null;
  time: number;
}

export type RiskDecision = 'pass' | 'image' | 'slider' | 'recaptcha' | 'geetest' | 'several';
export interface RiskView {
  default: RiskDecision;
  by_login_name: Record<string, RiskDecision>;
}

export type CaptchaTypeName = 'image' | 'slider' | 'recaptcha' | 'geetest';
export type VendorStatus = 'ok' | 'fail';
export interface VendorView {
  geetest: VendorStatus;
  recaptcha: VendorStatus;
  aliyun: VendorStatus;
}

export interface SentCode {
  code: string;
  [field: string]: unknown;
}

export interface ClockView {
  now: number;
  offset_ms: number;
}

/** Account kinds of the wallet (mocks/db/wallet.ts WALLET_KINDS): one fail switch each. */
export type WalletKindName =
  | 'spot'
  | 'margin'
  | 'superMargin'
  | 'otc'
  | 'dm'
  | 'swap'
  | 'linear'
  | 'option'
  | 'minepool'
  | 'c2cBorrow'
  | 'cryptoLoans'
  | 'mining'
  | 'gridding'
  | 'point'
  | 'stableCoin'
  | 'finance'
  | 'valuation';

/** Kinds whose balances can be moved; `linearCross` is the cross USDT-margined account. */
export type WalletMoveKind = Exclude<WalletKindName, 'stableCoin' | 'finance' | 'valuation'> | 'linearCross';

export interface WalletFailureSpec {
  code: number | string;
  message: string;
}

export interface WalletBalanceMove {
  uid: number;
  kind: WalletMoveKind;
  /** A currency (usdt), a derivative coin (BTC) or contract code (BTC-USDT), or the margin account (USDT). */
  currency: string;
  /** The pair of an isolated-margin account. */
  symbol?: string;
  /** Exactly one: moves the available amount by `delta`, or sets it to `value` (decimal text or number). */
  delta?: string | number;
  value?: string | number;
}

export interface WalletBalanceRow {
  kind: WalletMoveKind;
  currency: string;
  /** Spot, margin and super-margin rows only. */
  accountId?: number;
  available: string;
  frozen: string;
  balance: string;
}

/** A saved withdraw address as the control API shows it (mocks/db/withdraw-address.ts). */
export interface MockWithdrawAddress {
  id: number;
  uid: number;
  currency: string;
  chain: string;
  note: string;
  address: string;
  addressTag: string;
  createdAt: number;
  whiteAt: number | null;
  status: 'normal' | 'white' | 'white-delaying' | 'processing';
}

export interface MockWhitelistSettings {
  enabled: boolean;
  delayHours: number;
}

export interface WithdrawAddressSeed {
  uid: number;
  count: number;
  /** Only this currency and chain (both or neither). */
  currency?: string;
  chain?: string;
  /** Replace the user's book instead of adding to it. */
  replace?: boolean;
}

export interface WithdrawAddressInput {
  uid: number;
  currency: string;
  chain: string;
  address: string;
  note: string;
  addressTag?: string;
  /** Back-dated: when it was added (epoch ms), or how many minutes ago. */
  addedAt?: number;
  ageMinutes?: number;
}

/** A deposit or withdrawal as the control API shows it: the WALLET.md 5.4 record plus its uid. */
/** A transfer leg of the ledger (mocks/db/ledger.ts), amount as signed text. */
export interface MockTransferEntry {
  id: number;
  uid: number;
  account: string;
  accountId: number;
  currency: string;
  amount: string;
  type: 'transfer';
  subtype?: string;
  ref: string;
  time: number;
  counterpart?: string;
  symbol?: string;
}

export interface MockDwRecord {
  id: number;
  uid: number;
  type: 'deposit' | 'withdraw';
  'sub-type': string;
  currency: string;
  chain: string;
  'tx-hash': string;
  amount: number;
  fee: number;
  address: string;
  'address-tag': string;
  state: string;
  'client-order-id'?: string;
  'wallet-confirm'?: number;
  'error-code'?: string;
  'error-msg'?: string;
  'created-at': number;
  'updated-at': number;
}

export interface MockDepositSpec {
  uid: number;
  currency: string;
  chain: string;
  amount: string | number;
  /** Confirmations it already has (0 by default); one more per mock minute or per advance. */
  confirmations?: number;
}

export type DwFailKind = 'depositAddress' | 'withdrawInfo';

export interface UploadPlan {
  file_name?: string;
  fail?: 'server_message' | 'generic';
  message?: string;
  delay_ms?: number;
  times?: number;
}

export interface MarketRates {
  depthPerSec?: number;
  tradesPerSec?: number;
  tickersPerSec?: number;
  depthLevels?: number;
  overview?: boolean;
}

export interface ContractHeartbeat {
  heartbeat?: 0 | 1;
  swap_heartbeat?: 0 | 1;
  linear_swap_heartbeat?: 0 | 1;
}

export interface PrimeStatus {
  symbol: string;
  uid?: number;
  round?: number;
  state?: number;
  roundTradeType?: 'lucky' | 'limit' | '';
  preRoundType?: 'lucky' | 'limit' | '';
}

/** Seen-state of one analysis tip type in the mock: 1 seen (dismissed), 0 not. */
export interface MockTipState {
  tipsType: string;
  state: number;
}

export interface MockBizVisibility {
  bizType: number;
  visible: boolean;
}

export interface ProfitFailurePlan {
  /** Every user when absent. */
  uid?: number;
  /** 10301 is "no profit data" (the app stays silent); any other code is shown. */
  code: number;
  message?: string;
  /** How many calls fail; until `clearProfitFailure` when absent. */
  times?: number;
}


export type MockRecordsFilter = {
  uid: number;
  types?: string;
  currency?: string;
  accountId?: number;
  start?: number;
  end?: number;
};

export interface MockLedgerRecord {
  id: number;
  accountType: string;
  accountId: number;
  currency: string;
  amount: string;
  type: string;
  subtype: string | null;
  ref: string;
  time: number;
  counterpart: string | null;
  symbol: string | null;
}

/** A sub-account as the control API reads it (GET /__control/sub-accounts?uid=). */
export interface MockSubAccount {
  uid: number;
  parent_uid: number;
  account_name: string;
  remark: string;
  state: 'normal' | 'locked' | 'login_disabled';
  ga: boolean;
  margin: 'open' | 'closed';
  super_margin: 'open' | 'closed';
  transferable: boolean;
  history: Array<{ id: number; subUid: number; action: string; operatorUid: number; operatorName: string; time: number; detail: string }>;
}

export interface SubAccountSeed {
  parent_uid: number;
  count: number;
  prefix?: string;
  state?: MockSubAccount['state'];
}

/** A user's KYC verification as the control API shows it (mocks/control-kyc.ts). */
export interface MockKyc {
  uid: number;
  state: 1 | 2 | 3 | 4 | 5 | 6;
  kyc_level: 'C0' | 'C1' | 'C2';
  target_level: 'C0' | 'C1' | 'C2' | null;
  full_name: string | null;
  documents: string[];
  fail_remark: string | null;
  submitted_at: number | null;
}

export interface MockKycStateInput {
  uid: number;
  state: MockKyc['state'];
  kyc_level?: MockKyc['kyc_level'];
  fail_remark?: string;
}
