// The four conversions of the finance area and what each converts into (issue 15; WALLET.md 11
// names no public API, so the modes, targets, fee and expiry are the project's design, written
// in mocks/README.md "Conversions"):
//   small-balance    小额资产兑换 (finance/convert): small balances → the platform coin (HT)
//   small-usdt       小额资产兑换 USDT (finance/small-usdt): small balances → USDT
//   stand-alone-coin 独立币种兑换: a currency without a market of its own → a coin (BTC, ETH, HT)
//   stand-alone-usdt 独立币种兑换 USDT: the same → USDT
// One screen per family takes the mode as its parameter.

export const CONVERT_MODES = ['small-balance', 'small-usdt', 'stand-alone-coin', 'stand-alone-usdt'] as const;
export type ConvertMode = (typeof CONVERT_MODES)[number];
export type SmallBalanceMode = Extract<ConvertMode, 'small-balance' | 'small-usdt'>;
export type StandAloneMode = Extract<ConvertMode, 'stand-alone-coin' | 'stand-alone-usdt'>;

/** The platform coin small balances convert into on finance/convert. */
export const PLATFORM_COIN = 'ht';

/** The target of each small-balance mode. */
export const SMALL_BALANCE_TARGETS: Readonly<Record<SmallBalanceMode, string>> = { 'small-balance': PLATFORM_COIN, 'small-usdt': 'usdt' };

/** The coins a stand-alone currency may become (stand-alone-coin); stand-alone-usdt: USDT only. */
export const STAND_ALONE_TARGETS: Readonly<Record<StandAloneMode, readonly string[]>> = {
  'stand-alone-coin': ['btc', 'eth', PLATFORM_COIN],
  'stand-alone-usdt': ['usdt'],
};

/** The mock's fee of a conversion (2 % of what the sources are worth, taken from the target). */
export const CONVERT_FEE_RATE = '0.02';
/** A quote is good for 30 s of the server's clock. */
export const QUOTE_TTL_MS = 30_000;
/** The screen asks for a new quote when less than this is left, so a confirm never races the expiry. */
export const QUOTE_REFRESH_MARGIN_MS = 3_000;
/** Decimals of a converted amount and a fee. */
export const CONVERT_DECIMALS = 8;

export function isConvertMode(value: unknown): value is ConvertMode {
  return typeof value === 'string' && (CONVERT_MODES as readonly string[]).includes(value);
}

export function isSmallBalanceMode(mode: ConvertMode): mode is SmallBalanceMode {
  return mode === 'small-balance' || mode === 'small-usdt';
}

export function isStandAloneMode(mode: ConvertMode): mode is StandAloneMode {
  return mode === 'stand-alone-coin' || mode === 'stand-alone-usdt';
}

/** Whether `target` is what `mode` converts into. */
export function isTargetOf(mode: ConvertMode, target: string): boolean {
  const code = target.trim().toLowerCase();
  return isSmallBalanceMode(mode) ? SMALL_BALANCE_TARGETS[mode] === code : STAND_ALONE_TARGETS[mode].includes(code);
}

/** The route of a mode's screen and of its history. */
export const CONVERT_ROUTES: Readonly<Record<ConvertMode, { screen: string; history: string }>> = {
  'small-balance': { screen: 'finance/convert', history: 'finance/convert/history' },
  'small-usdt': { screen: 'finance/small-usdt', history: 'finance/small-usdt/history' },
  'stand-alone-coin': { screen: 'finance/stand-alone-coin', history: 'finance/stand-alone-coin/history' },
  'stand-alone-usdt': { screen: 'finance/stand-alone-usdt', history: 'finance/stand-alone-usdt/history' },
};

/** The error codes of the conversion calls (v2 envelope, numeric), and the mock's messages. */
export const CONVERT_ERRORS = {
  invalidQuote: { code: 30101, message: '报价不存在或已使用，请重新获取报价' },
  quoteExpired: { code: 30102, message: '报价已过期，请重新获取报价' },
  duplicate: { code: 30103, message: '请勿重复提交' },
  nothingSelected: { code: 30104, message: '请选择要兑换的币种' },
  insufficient: { code: 30105, message: '可用余额不足' },
  outOfLimits: { code: 30106, message: '兑换数量超出限额' },
  notSmall: { code: 30107, message: '该币种不是小额资产' },
  notStandAlone: { code: 30108, message: '该币种不支持独立兑换' },
  invalidTarget: { code: 30109, message: '不支持兑换为该币种' },
  invalidAmount: { code: 30110, message: '兑换数量无效' },
} as const;
export type ConvertErrorName = keyof typeof CONVERT_ERRORS;

/** A failure that means "this quote can no longer be used": the screen fetches a new one and asks again. */
export function isQuoteGoneCode(code: unknown): boolean {
  const number = Number(code);
  return number === CONVERT_ERRORS.quoteExpired.code || number === CONVERT_ERRORS.invalidQuote.code;
}
