// The shapes of the deposit and withdraw rules: one per wallet idea (DESIGN.md "Money in one
// model"). They are modelled on the wire fields (WALLET.md sections 2-6, PROTOCOL.md 4.7, the
// settings chains of exchange-wallet-fiat.md section 3) but camel-cased, with every amount a
// decimal string. services/wallet parses the wire once into these (the chain with ./chain's
// parseChain, which the mock runs on its own reference data too); the screens, the rules and the
// mock read them as they are. The address-book entry is lib/wallet-book's BookEntry.

/** A decimal amount as text ('0.001', '12'), never a float. */
export type DecimalString = string;

/**
 * Withdraw fee types (spec section 3: fixed, range, proportion). The wire spells them
 * `fixed`/`circulated`/`ratio` (reference currencies) or `eth`/`btc`/`husd` (settings); see
 * `toWithdrawFeeType` in ./fee.
 */
export type WithdrawFeeType = 'fixed' | 'range' | 'proportion';

/** How a chain's fee is worked out. */
export interface WithdrawFeeRule {
  feeType: WithdrawFeeType;
  /** fixed: the fee (`transactFeeWithdraw`). */
  fixedFee?: DecimalString | null;
  /** range: the lowest fee; proportion: the floor of the computed fee (`minTransactFeeWithdraw`). */
  minFee?: DecimalString | null;
  /** range: the highest fee; proportion: the cap of the computed fee (`maxTransactFeeWithdraw`). */
  maxFee?: DecimalString | null;
  /** proportion: the rate, 0.001 = 0.1 % (`transactFeeRateWithdraw`). */
  feeRate?: DecimalString | null;
  /** Decimal places of the fee (settings `fee_precision`); the withdraw precision, else 8, when absent. */
  feePrecision?: number | null;
}

/**
 * One chain of a currency (settings chains / reference currencies). `chain` is the chain id
 * (`trc20usdt`), unique across currencies.
 */
export interface Chain extends Partial<WithdrawFeeRule> {
  chain: string;
  currency: string;
  /** The name shown ('TRC20'); the chain id upper-cased when absent. */
  displayName?: string | null;
  isDefault: boolean;
  visible: boolean;
  /** Settings `chainType`: 'old' marks an old chain kept beside its new one, 'tooold' a retired one. */
  chainType?: string | null;
  depositEnable: boolean;
  withdrawEnable: boolean;
  /** Withdraw addresses on this chain carry a tag/memo (`addrWithTag`): the tag is required. */
  addrWithTag?: boolean;
  /** Deposits need the tag (`addrDepositTag`): the deposit screen shows it prominently. */
  addrDepositTag?: boolean;
  suspendDepositDesc?: string | null;
  suspendWithdrawDesc?: string | null;
  /** A DAG chain (IOTA style): a new deposit address is generated per deposit (`isDag`). */
  isDag?: boolean;
  /** Address pattern (regular-expression source, matched against the whole address). */
  addressRegex?: string | null;
  /** Tag pattern (regular-expression source, matched against the whole tag). */
  tagRegex?: string | null;
  /** Whether addresses on this chain are case-sensitive (default true: base58, bech32 tags, ...). */
  addressCaseSensitive?: boolean;
  /** Lowest deposit credited (`minDepositAmt` / settings `depositMinAmount`). */
  minDepositAmount?: DecimalString | null;
  /** Confirmations before a deposit is credited (`numOfFastConfirmations` / `fastConfirms`). */
  fastConfirms?: number | null;
  /** Confirmations before a deposit can be withdrawn (`numOfConfirmations` / `safeConfirms`). */
  safeConfirms?: number | null;
  /** Decimal places of a withdraw amount (`withdrawPrecision`). */
  withdrawPrecision?: number | null;
  /** Lowest amount of one withdrawal (`minWithdrawAmt`). */
  minWithdrawAmount?: DecimalString | null;
  /** Highest amount of one withdrawal (`maxWithdrawAmt`). */
  maxWithdrawAmount?: DecimalString | null;
  /** The chain the token runs on ('ERC20'); the display name when not sent. */
  baseChain?: string | null;
  /** `baseChainProtocol` ('TRC20'); '' when not sent. */
  protocol?: string | null;
  /** A fixed fee that floats (`isDynamic`): the withdraw info's fee is taken before submitting. */
  dynamicFee?: boolean;
  /** The chain's daily withdraw quota (`withdrawQuotaPerDay`); null = none sent. */
  quotaPerDay?: DecimalString | null;
}

/** A deposit or withdraw currency (settings currencies / deposit currencies). */
export interface WalletCurrency {
  /** Lower-case code, `usdt`. */
  currency: string;
  displayName: string;
  fullName?: string | null;
  weight: number;
  visible: boolean;
  /** Lower-cased tags (`fiat-asset`, ...). */
  tags: readonly string[];
  /** Asset type: 1 virtual, 2 fiat (PROTOCOL.md 4.6 `at`). */
  assetType?: number | null;
  depositEnabled?: boolean;
  withdrawEnabled?: boolean;
  /** Decimal places shown for amounts of the currency. */
  showPrecision?: number;
}

/** The withdraw quota of one chain (WALLET.md section 4); '-1', null or absent = no limit. */
export interface Quota {
  /** The chain id; absent where a rule is given one chain's figures. */
  chain?: string;
  /** The daily, yearly and lifetime quotas themselves (shown, not checked). */
  quotaPerDay?: DecimalString | null;
  quotaPerYear?: DecimalString | null;
  quotaTotal?: DecimalString | null;
  /** Highest amount of one request (`maxWithdrawAmt`). */
  maxWithdrawAmount?: DecimalString | null;
  /** What is left of today's quota (`remainWithdrawQuotaPerDay`). */
  remainDailyQuota?: DecimalString | null;
  /** What is left of this year's quota (`remainWithdrawQuotaPerYear`). */
  remainYearlyQuota?: DecimalString | null;
  /** What is left of the lifetime quota (`remainWithdrawQuotaTotal`). */
  remainTotalQuota?: DecimalString | null;
}

/**
 * A withdrawal as the create call takes it (WALLET.md 5.1 plus the web form's fields), built by
 * the form's rules (buildWithdrawDraft) and read back by the mock from the wire: `amount` is what
 * arrives at the address, `fee` is charged on top (the account is debited amount + fee).
 * A book address is sent by its `addressId`, a typed one as `address`; an internal transfer
 * names the receiver (`toUserName`) and pays no fee.
 */
export interface WithdrawDraft {
  currency: string;
  chain: string;
  amount: DecimalString;
  fee: DecimalString;
  address?: string;
  addressId?: string;
  tag?: string;
  clientOrderId?: string;
  preferFast?: boolean;
  verifyRiskAddress?: boolean;
  /** The risk check's consent id for this exact destination (sent with verifyRiskAddress). */
  riskConsentId?: string;
  toUserName?: string;
}
