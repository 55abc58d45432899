// Typed client of the mock server's control API (`/__control/*`, JSON in and out; the routes are
// in mocks/control*.ts and listed in mocks/README.md). One method per control call, so a test
// names what it does to the mock and never spells a control path. Uses only `fetch` and URL:
// no Node-only import, so Playwright's e2e fixtures and Vitest share it.

import type {
  CaptchaTypeName,
  ClockView,
  ContractHeartbeat,
  ControlSession,
  DwFailKind,
  FaultSpec,
  MarketRates,
  MockBizVisibility,
  MockDepositSpec,
  MockDwRecord,
  MockKyc,
  MockKycStateInput,
  MockLedgerRecord,
  MockRecordsFilter,
  MockSubAccount,
  MockTipState,
  MockTransferEntry,
  MockWhitelistSettings,
  MockWithdrawAddress,
  Ok,
  PrimeStatus,
  ProfitFailurePlan,
  RiskDecision,
  RiskView,
  SentCode,
  SentMessage,
  SubAccountSeed,
  UploadPlan,
  VendorView,
  WalletBalanceMove,
  WalletBalanceRow,
  WalletFailureSpec,
  WalletKindName,
  WithdrawAddressInput,
  WithdrawAddressSeed,
} from './control-types';

export type * from './control-types';

/** Where the control API lives below the mock's origin (mocks/control.ts registers it here). */
export const CONTROL_PREFIX = '/__control';

export type ControlMethod = 'GET' | 'POST' | 'DELETE';

/** A control call answered with a status other than 2xx. */
export class ControlError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`mock control ${path}: ${status}`);
    this.name = 'ControlError';
  }
}

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export type ControlClient = ReturnType<typeof controlClient>;

/** The control API of the mock server at `origin` (e.g. `http://127.0.0.1:4010`). */
export function controlClient(origin: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const root = `${origin.replace(/\/$/, '')}${CONTROL_PREFIX}`;

  /** Any control call, answered whatever its status (tests of the control API's own errors). */
  async function raw<T = Record<string, unknown>>(method: ControlMethod, path: string, body?: unknown): Promise<{ status: number; json: T }> {
    const response = await fetchImpl(`${root}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as T };
  }

  async function call<T>(method: ControlMethod, path: string, body?: unknown): Promise<T> {
    const { status, json } = await raw<T>(method, path, method === 'POST' ? (body ?? {}) : body);
    if (status < 200 || status > 299) throw new ControlError(`${CONTROL_PREFIX}${path}`, status, json);
    return json;
  }

  return {
    origin,
    raw,

    health: () => call<Ok>('GET', '/health'),
    /** Seed and account-flow state restored, faults cleared, scenario back to default. */
    reset: () => call<Ok>('POST', '/reset'),
    scenario: () => call<{ name: string; available: string[] }>('GET', '/scenario'),
    setScenario: (name: string) => call<Ok & { name: string }>('POST', '/scenario', { name }),

    faults: {
      list: () => call<{ faults: Array<FaultSpec & { id: string }> }>('GET', '/faults'),
      add: (fault: FaultSpec) => call<{ id: string }>('POST', '/faults', fault),
      clear: () => call<Ok>('DELETE', '/faults'),
      remove: (id: string) => call<Ok>('DELETE', `/faults/${encodeURIComponent(id)}`),
    },

    /** Closes the open WebSockets (of one path, e.g. `/ws`, or all). */
    dropSockets: (path?: string) => call<{ dropped: number }>('POST', '/sockets/drop', path === undefined ? {} : { path }),
    /** Starts a uc session for a seeded user (the default demo user without uid). */
    session: (uid?: number) => call<ControlSession>('POST', '/session', uid === undefined ? {} : { uid }),
    demoAccounts: <T = unknown>() => call<{ accounts: T[] }>('GET', '/demo-accounts'),

    // ---- account flows ----
    risk: () => call<RiskView>('GET', '/risk'),
    setRisk: (decision: RiskDecision, loginName?: string) =>
      call<Ok & RiskView>('POST', '/risk', loginName === undefined ? { decision } : { decision, login_name: loginName }),
    captcha: {
      latest: () => call<{ key: string; code: string }>('GET', '/captcha/latest'),
      code: (key: string) => call<{ code: string }>('GET', `/captcha/${encodeURIComponent(key)}`),
      solve: <T = Record<string, unknown>>(type: CaptchaTypeName | 0 | 1 | 2 | 3) => call<T>('POST', '/captcha/solve', { type }),
    },
    codes: {
      latest: () => call<SentCode>('GET', '/codes/latest'),
      /** The last code sent to `account` for `purpose` (404 → ControlError while none was sent). */
      last: (account: string, purpose: string) => call<SentCode>('GET', withQuery('/codes', { account, purpose })),
    },
    /** The current Google Authenticator code of a user, by account (email or phone) or uid. */
    gaCode: (who: { account: string } | { uid: number }) => call<{ uid: number; code: string; secret: string }>('GET', withQuery('/ga-code', who)),
    loginRecords: <T = Record<string, unknown>>(uid?: number) => call<{ records: T[] }>('GET', withQuery('/login-records', { uid })),
    tokenTtl: () => call<{ seconds: number }>('GET', '/token-ttl'),
    setTokenTtl: (seconds: number) => call<Ok & { seconds: number }>('POST', '/token-ttl', { seconds }),
    vendors: () => call<VendorView>('GET', '/vendors'),
    setVendors: (status: Partial<VendorView>) => call<Ok & VendorView>('POST', '/vendors', status),
    clock: () => call<ClockView>('GET', '/clock'),
    moveClock: (move: { advance_ms: number } | { offset_ms: number }) => call<Ok & ClockView>('POST', '/clock', move),
    latestThird: <T = Record<string, unknown>>() => call<T>('GET', '/third/latest'),
    /** The security verifications in force, of a user and/or of one session token. */
    securityVerified: (filter: { uid?: number; session?: string } = {}) =>
      call<{ verified: Array<{ uid: number; scene: string; expires_at: number }> }>('GET', withQuery('/security-verified', filter)),
    /** Puts a user's second factors, login strategy and password back as seeded, throttling cleared; `gaSecret` binds that authenticator too. */
    securityFactors: {
      restore: (uid: number, options: { gaSecret?: string } = {}) =>
        call<Ok>('POST', '/security-factors/restore', { uid, ...(options.gaSecret ? { ga_secret: options.gaSecret } : {}) }),
    },
    /** The emails and SMS sent to an account (email or phone digits; every one without), latest first. */
    messages: (account?: string) => call<{ messages: SentMessage[] }>('GET', withQuery('/messages', { account })),
    /** One user's anti-phishing code, strategies and pending codes back to the seed. */
    resetSecuritySettings: (uid: number) => call<Ok>('DELETE', withQuery('/security-settings', { uid })),

    /** KYC: a user's verification; decide the one under review (测试拒绝 in the name fails); set a state outright. */
    kyc: {
      get: (uid: number) => call<{ kyc: MockKyc }>('GET', withQuery('/kyc', { uid })),
      review: (uid: number) => call<Ok & { kyc: MockKyc }>('POST', '/kyc/review', { uid }),
      setState: (input: MockKycStateInput) => call<Ok & { kyc: MockKyc }>('POST', '/kyc/state', input),
    },

    /** Sub-accounts: add some to a parent (password Trade1234), read one, back to the seed. */
    subAccounts: {
      seed: (seed: SubAccountSeed) => call<Ok & { uids: number[] }>('POST', '/sub-accounts/seed', seed),
      get: (uid: number) => call<{ sub_account: MockSubAccount }>('GET', withQuery('/sub-accounts', { uid })),
      reset: () => call<Ok & { removed: number }>('POST', '/sub-accounts/reset'),
    },

    /** The security records: support's unfreeze, and a security event seeded for a test. */
    securityRecords: {
      unfreeze: (uid: number) => call<Ok & { was_frozen: boolean }>('POST', '/security/unfreeze', { uid }),
      seedEvent: (event: { uid: number; type: string; time?: number; device?: string; ip?: string; place?: string; detail?: string }) =>
        call<Ok & { event: { id: number; uid: number; type: string; time: number } }>('POST', '/security/events', event),
    },

    securityReset: {
      uploadPlans: <T = Record<string, unknown>>() => call<{ plans: T[] }>('GET', '/security-reset/next-upload'),
      /** How the next upload (of one file name, or any) fails or lags. */
      planUpload: (plan: UploadPlan) => call<Ok & { id: number }>('POST', '/security-reset/next-upload', plan),
      clearUploadPlans: () => call<Ok>('DELETE', '/security-reset/next-upload'),
      uploads: <T = Record<string, unknown>>(namePrefix?: string) =>
        call<{ uploads: T[] }>('GET', withQuery('/security-reset/uploads', { name_prefix: namePrefix })),
      requests: <T = Record<string, unknown>>(filter: { account?: string; ticket_id?: string } = {}) =>
        call<{ requests: T[] }>('GET', withQuery('/security-reset/requests', filter)),
      /** Support closes the account's requests (or every request). */
      closeRequests: (account?: string) => call<Ok & { closed: number }>('DELETE', withQuery('/security-reset/requests', { account })),
    },

    // ---- market feeds ----
    market: {
      rates: () => call<MarketRates>('GET', '/market/rate'),
      setRate: (rates: MarketRates) => call<Record<string, unknown>>('POST', '/market/rate', rates),
      heartbeat: (enabled: boolean) => call<Record<string, unknown>>('POST', '/market/heartbeat', { enabled }),
      /** Sends broken frames to the open market sockets. */
      corrupt: (count?: number) => call<Record<string, unknown>>('POST', '/market/corrupt', count === undefined ? {} : { count }),
    },
    contract: {
      heartbeat: () => call<Required<ContractHeartbeat>>('GET', '/contract/heartbeat'),
      setHeartbeat: (flags: ContractHeartbeat) => call<Record<string, unknown>>('POST', '/contract/heartbeat', flags),
    },

    // ---- trading ----
    trading: {
      fill: <T = Record<string, unknown>>(orderId: number | string, amount?: number | string) =>
        call<Ok & { order: T }>('POST', '/trading/fill', amount === undefined ? { orderId } : { orderId, amount }),
      /** The next `times` (default 1) placements fail with this code and message. */
      reject: (rejection: { code: string; message: string; times?: number }) => call<Ok>('POST', '/trading/reject', rejection),
      latency: (ms: number) => call<Ok & { ms: number }>('POST', '/trading/latency', { ms }),
      orders: <T = Record<string, unknown>>(uid: number, open = false) =>
        call<{ orders: T[] }>('GET', withQuery('/trading/orders', { uid, open: open ? 1 : undefined })),
      match: () => call<Ok>('POST', '/trading/match'),
    },
    margin: {
      accrue: <T = Record<string, unknown>>(uid: number, hours: number) => call<Ok & { loans: T[] }>('POST', '/margin/accrue', { uid, hours }),
      loans: <T = Record<string, unknown>>(uid: number) => call<{ loans: T[] }>('GET', withQuery('/margin/loans', { uid })),
    },
    wallet: {
      /** Every call of `kind` answers this failure for `uid` until cleared. */
      fail: (uid: number, kind: WalletKindName, failure: WalletFailureSpec) => call<Ok & { uid: number; kind: WalletKindName } & WalletFailureSpec>('POST', '/wallet/fail', { uid, kind, ...failure }),
      /** Clears one switch, a user's switches (no kind) or all (no arguments). */
      clearFail: (uid?: number, kind?: WalletKindName) => call<Ok & { cleared: number }>('DELETE', withQuery('/wallet/fail', { uid, kind })),
      failures: () => call<{ failures: Array<{ uid: number; kind: WalletKindName } & WalletFailureSpec> }>('GET', '/wallet/fail'),
      /** Moves or sets a balance; spot, margin and super-margin moves push accounts.update to the user's account sockets. */
      moveBalance: (move: WalletBalanceMove) => call<Ok & WalletBalanceRow>('POST', '/wallet/balance', move),
    },
    withdrawAddress: {
      /** The user's address book and whitelist settings. */
      book: (uid: number) => call<{ uid: number; settings: MockWhitelistSettings; entries: MockWithdrawAddress[] }>('GET', withQuery('/withdraw-address', { uid })),
      /** Adds `count` generated addresses (the benchmark: 1000). */
      seed: (seed: WithdrawAddressSeed) => call<Ok & { added: number; total: number }>('POST', '/withdraw-address/seed', seed),
      /** Switches the whitelist and/or sets its delay in hours. */
      setWhitelist: (uid: number, settings: Partial<MockWhitelistSettings>) => call<Ok & MockWhitelistSettings>('POST', '/withdraw-address/whitelist', { uid, ...settings }),
      /** Adds an address, optionally back-dated (no verification needed). */
      add: (input: WithdrawAddressInput) => call<Ok & { entry: MockWithdrawAddress }>('POST', '/withdraw-address/add', input),
      clear: (uid: number) => call<Ok & { removed: number }>('DELETE', withQuery('/withdraw-address', { uid })),
    },
    depositWithdraw: {
      /** Every deposit and withdrawal (of one user, of one type). */
      records: (filter: { uid?: number; type?: 'deposit' | 'withdraw' } = {}) => call<{ records: MockDwRecord[] }>('GET', withQuery('/dw/records', filter)),
      /** An incoming deposit in `confirming`; below the chain's minimum it only counts as a tiny deposit (deposit null). */
      deposit: (spec: MockDepositSpec) => call<Ok & { tiny: boolean; deposit: MockDwRecord | null }>('POST', '/dw/deposit', spec),
      /** Adds confirmations (default 1): confirmed credits the spot balance and pushes accounts.update, safe follows. */
      advanceDeposit: (id: number, confirmations?: number) =>
        call<Ok & { deposit: MockDwRecord }>('POST', '/dw/deposit/advance', confirmations === undefined ? { id } : { id, confirmations }),
      /** One step of submitted → pass → pre-transfer → wallet-transfer → confirmed (the debit, with a push). */
      advanceWithdraw: (id: number) => call<Ok & { withdraw: MockDwRecord }>('POST', '/dw/withdraw/advance', { id }),
      /** Any state after place: reject / wallet-reject / failed carry an error and release the frozen amount. */
      setWithdrawState: (id: number, state: string, error: { errorCode?: string; errorMessage?: string } = {}) =>
        call<Ok & { withdraw: MockDwRecord }>('POST', '/dw/withdraw/state', { id, state, ...error }),
      /** The risk check and place answer `reason` for this address. */
      markRisky: (address: string, reason: string) => call<Ok & { address: string; reason: string }>('POST', '/dw/risky-address', { address, reason }),
      clearRisky: (address?: string) => call<Ok & { cleared: number }>('DELETE', withQuery('/dw/risky-address', { address })),
      /** The user's deposit address or withdraw info call answers this failure until cleared. */
      fail: (uid: number, kind: DwFailKind, failure: WalletFailureSpec) => call<Ok>('POST', '/dw/fail', { uid, kind, ...failure }),
      clearFail: (uid?: number, kind?: DwFailKind) => call<Ok & { cleared: number }>('DELETE', withQuery('/dw/fail', { uid, kind })),
    },
    transfer: {
      /** The user's next transfer (any route, margin included) answers this code and message. */
      fail: (uid: number, failure: { code: number | string; message: string }) => call<Ok>('POST', '/transfer/fail', { uid, ...failure }),
      clearFail: (uid?: number) => call<Ok>('DELETE', withQuery('/transfer/fail', { uid })),
      /** The user's transfer ledger entries, oldest first. */
      ledger: (uid: number) => call<{ entries: MockTransferEntry[] }>('GET', withQuery('/transfer/ledger', { uid })),
    },
    convert: {
      /** The next quote or convert (of `uid`, or anyone's) answers this failure once. */
      fail: (kind: 'quote' | 'convert', failure: { code: number; message: string }, uid?: number) =>
        call<Ok>('POST', '/convert/fail', uid === undefined ? { kind, ...failure } : { kind, ...failure, uid }),
      /** Every open quote (of `uid`, or everyone's) expires now (a convert with it answers 30102). */
      expireQuotes: (uid?: number) => call<Ok & { expired: number }>('POST', '/convert/expire-quotes', uid === undefined ? {} : { uid }),
      /** A user's conversions, newest first. */
      conversions: <T = Record<string, unknown>>(uid: number) => call<{ conversions: T[] }>('GET', withQuery('/convert/conversions', { uid })),
    },
    etp: {
      /** The user's next `times` exchange-limit calls fail (0 clears). */
      limitFail: (uid: number, times: number) => call<Record<string, unknown>>('POST', '/etp/limit-fail', { uid, times }),
    },
    finance: {
      /** The profit call fails with this code (for one user or all, `times` calls or until cleared). */
      failProfit: (plan: ProfitFailurePlan) => call<Ok & { uid: number | null; code: number; message: string }>('POST', '/finance/profit-failure', plan),
      clearProfitFailure: () => call<Ok>('DELETE', '/finance/profit-failure'),
      /** Sets tip types seen (true) or not seen (false) for a user; returns every type's state. */
      setTips: (uid: number, states: Record<string, boolean>) => call<Ok & { tips: MockTipState[] }>('POST', '/finance/tips', { uid, states }),
      tips: (uid: number) => call<{ tips: MockTipState[] }>('GET', withQuery('/finance/tips', { uid })),
      /** The business types the sub-account's asset page hides (replaces the set; [] shows all). */
      setVisibility: (uid: number, hidden: readonly number[]) =>
        call<Ok & { visibility: MockBizVisibility[] }>('POST', '/finance/visibility', { uid, hidden }),
      setAnalysis: (uid: number, enable: boolean) => call<Ok & { enable: boolean }>('POST', '/finance/analysis', { uid, enable }),
      setDeprecated: (uid: number, deprecated: boolean) => call<Ok & { deprecated: boolean }>('POST', '/finance/deprecated', { uid, deprecated }),
    },
    prime: {
      status: (status: PrimeStatus) => call<Record<string, unknown>>('POST', '/prime/status', status),
      settle: (symbol: string, uid: number) => call<Record<string, unknown>>('POST', '/prime/settle', { symbol, uid }),
    },
    records: {
      /** How many ledger entries of the user the filter keeps (types comma-separated; start/end epoch ms). */
      count: (filter: MockRecordsFilter) => call<{ count: number }>('GET', withQuery('/records/count', filter)),
      /** Those entries, newest first. */
      entries: (filter: MockRecordsFilter) => call<{ entries: MockLedgerRecord[] }>('GET', withQuery('/records/entries', filter)),
    },
  };
}
