// The settings endpoints abbreviate their keys (PROTOCOL.md 4.6); the app works with the full
// names (spec section 3 "Settings data"). Each endpoint has its own map: `sc` and `qc` are the
// symbol code and quote currency for symbols, but safe confirms and "is a quote currency" for
// currencies. Keys a map does not know are kept, so a new field is not lost.

export type KeyMap = Readonly<Record<string, string>>;

/** `GET /v2/settings/common/symbols`. */
export const V2_SYMBOL_KEYS: KeyMap = {
  sc: 'symbol_code',
  dn: 'display_name',
  bc: 'base_currency',
  bcdn: 'base_currency_display_name',
  qc: 'quote_currency',
  qcdn: 'quote_currency_display_name',
  whe: 'white_enabled',
  cd: 'country_disabled',
  te: 'trade_enabled',
  toa: 'trade_open_at',
  sp: 'symbol_partition',
  w: 'weight',
  ttp: 'trade_total_precision',
  tap: 'trade_amount_precision',
  tpp: 'trade_price_precision',
  fp: 'fee_precision',
  lr: 'leverage_ratio',
  smlr: 'super_margin_leverage_ratio',
  flr: 'funding_leverage_ratio',
  wr: 'withdraw_risk',
  d: 'direction',
  elr: 'etp_leverage_ratio',
  p: 'partitions',
  si: 'state_isolated',
  scr: 'state_cross',
  ca1oa: 'call_auction_1_open_at',
  ca2oa: 'call_auction_2_open_at',
  castate: 'call_auction_state',
};

/** `GET /v1/settings/common/market-symbols`: the legacy kebab names, in snake case. */
export const V1_MARKET_SYMBOL_KEYS: KeyMap = {
  bc: 'base_currency',
  qc: 'quote_currency',
  sp: 'symbol_partition',
  lr: 'leverage_ratio',
  smlr: 'super_margin_leverage_ratio',
  pp: 'price_precision',
  ap: 'amount_precision',
  vp: 'value_precision',
  minoa: 'min_order_amt',
  maxoa: 'max_order_amt',
  minov: 'min_order_value',
  maxov: 'max_order_value',
  lominoa: 'limit_order_min_order_amt',
  lomaxoa: 'limit_order_max_order_amt',
  lomaxba: 'limit_order_max_buy_amt',
  lomaxsa: 'limit_order_max_sell_amt',
  smminoa: 'sell_market_min_order_amt',
  smmaxoa: 'sell_market_max_order_amt',
  bmmaxov: 'buy_market_max_order_value',
  blmlt: 'buy_limit_must_less_than',
  slmgt: 'sell_limit_must_greater_than',
  msormlt: 'market_sell_order_rate_must_less_than',
  mbormlt: 'market_buy_order_rate_must_less_than',
  at: 'api_trading',
  u: 'underlying',
  mfr: 'mgmt_fee_rate',
  ct: 'charge_time',
  rt: 'rebal_time',
  rthr: 'rebal_threshold',
  in: 'init_nav',
  flr: 'funding_leverage_ratio',
  castate: 'call_auction_state',
};

/** `GET /v2/settings/common/currencies`. */
export const V2_CURRENCY_KEYS: KeyMap = {
  cc: 'currency_code',
  dn: 'display_name',
  fn: 'full_name',
  at: 'asset_type',
  wp: 'withdraw_precision',
  ft: 'fee_type',
  dma: 'deposit_min_amount',
  wma: 'withdraw_min_amount',
  sp: 'show_precision',
  w: 'weight',
  qc: 'is_quote_currency',
  v: 'visible',
  whe: 'white_enabled',
  cd: 'country_disabled',
  de: 'deposit_enabled',
  wed: 'withdraw_enabled',
  cawt: 'currency_addr_with_tag',
  fc: 'fast_confirms',
  sc: 'safe_confirms',
  swd: 'suspend_withdraw_desc',
  wd: 'withdraw_desc',
  sdd: 'suspend_deposit_desc',
  dd: 'deposit_desc',
  svd: 'suspend_visible_desc',
};

/** `GET /v1/settings/common/chains`: chain keys end camel-cased (spec section 3). */
export const V1_CHAIN_KEYS: KeyMap = {
  ct: 'chainType',
  ac: 'addressChain',
  default: 'isDefault',
  dma: 'depositMinAmount',
  wma: 'withdrawMinAmount',
  de: 'depositEnable',
  we: 'withdrawEnable',
  wp: 'withdrawPrecision',
  ft: 'feeType',
  dn: 'displayName',
  fn: 'fullName',
  awt: 'addrWithTag',
  adt: 'addrDepositTag',
  ao: 'addrOneOff',
  fc: 'fastConfirms',
  sc: 'safeConfirms',
  v: 'visible',
  sda: 'suspendDepositAnnouncement',
  swa: 'suspendWithdrawAnnouncement',
};

function keepKey(key: string): string {
  return key;
}

/** `deposit-desc` and `replace_chain_x` → `depositDesc`, `replaceChainX`. */
export function camelCaseKey(key: string): string {
  return key.replace(/[-_]+([a-z0-9])/gi, (_match, next: string) => next.toUpperCase());
}

/** A copy of `record` with mapped keys renamed; other keys go through `renameOther`. */
export function expandKeys(
  record: Readonly<Record<string, unknown>>,
  map: KeyMap,
  renameOther: (key: string) => string = keepKey,
): Record<string, unknown> {
  // fromEntries defines own properties, so even a `__proto__` key stays plain data.
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [(Object.hasOwn(map, key) ? map[key] : undefined) ?? renameOther(key), value]),
  );
}

export function expandV2Symbol(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return expandKeys(record, V2_SYMBOL_KEYS);
}

export function expandV1MarketSymbol(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return expandKeys(record, V1_MARKET_SYMBOL_KEYS);
}

export function expandV2Currency(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return expandKeys(record, V2_CURRENCY_KEYS);
}

export function expandV1Chain(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return expandKeys(record, V1_CHAIN_KEYS, camelCaseKey);
}
