// Reference data of the spot market (PROTOCOL.md 4.6): trading pairs in the abbreviated wire
// format of /v2/settings/common/symbols, the matching /v1/settings/common/market-symbols
// records, currencies and chains. Everything is derived from the tables below, so the data is
// the same on every start; the market simulation starts each pair at its `initialPrice`.
//
// Special pairs the app and the end-to-end tests rely on:
//   xmrusdt   state offline                  zecusdt   state suspend (suspend_desc set)
//   dashusdt  cd true, whe true (listed)     xemusdt   cd true, whe false (excluded from lists)
//   btc3lusdt ETP (tags etp, elr 3, d 1)     btc3susdt ETP short (elr 3, d 2)
//   nftusdt   tags prime                     newtusdt  sp potentials
//   cvcusdt   tags hidden

import { Decimal } from 'decimal.js';

/** Time of the seed's settings version (ms); every record starts at it. */
export const SETTINGS_VERSION_TS = 1_700_000_000_000;

export type SymbolState = 'online' | 'offline' | 'suspend' | 'pre-online' | 'not-online' | 'transfer-board' | 'fuse';
export type QuoteCurrency = 'usdt' | 'husd' | 'btc' | 'eth' | 'ht';

export interface SymbolPartition {
  id: number;
  name: string;
  weight: number;
}

/** One record of GET /v2/settings/common/symbols. */
export interface SymbolRecordV2 {
  sc: string;
  dn: string;
  bc: string;
  bcdn: string;
  qc: string;
  qcdn: string;
  state: SymbolState;
  whe: boolean;
  cd: boolean;
  te: boolean;
  toa: number;
  sp: string;
  w: number;
  ttp: number;
  tap: number;
  tpp: number;
  fp: number;
  tags: string;
  lr: number | null;
  smlr: number | null;
  flr: number | null;
  wr: string;
  d: number | null;
  elr: number | null;
  p: SymbolPartition[];
  suspend_desc?: string;
}

/** One record of GET /v1/settings/common/market-symbols. */
export interface MarketSymbolRecordV1 {
  symbol: string;
  bc: string;
  qc: string;
  state: SymbolState;
  sp: string;
  tags: string;
  lr: number | null;
  smlr: number | null;
  pp: number;
  ap: number;
  vp: number;
  minoa: number;
  maxoa: number;
  minov: number;
  maxov: number;
  lominoa: number;
  lomaxoa: number;
  lomaxba: number;
  lomaxsa: number;
  smminoa: number;
  smmaxoa: number;
  bmmaxov: number;
  blmlt: number;
  slmgt: number;
  msormlt: number;
  mbormlt: number;
  at: 'enabled' | 'disabled';
  u?: string;
  mfr?: number;
  ct?: string;
  rt?: string;
  rthr?: number;
  in?: number;
}

/** One record of GET /v2/settings/common/currencies (`qc` is "is a quote currency" here). */
export interface CurrencyRecordV2 {
  cc: string;
  dn: string;
  fn: string;
  at: 1 | 2;
  wp: number;
  ft: 'eth' | 'btc' | 'husd';
  dma: string;
  wma: string;
  sp: string;
  w: number;
  qc: boolean;
  state: 'online' | 'offline';
  v: boolean;
  whe: boolean;
  cd: boolean;
  de: boolean;
  wed: boolean;
  cawt: boolean;
  fc: number;
  sc: number;
  swd: string;
  wd: string;
  sdd: string;
  dd: string;
  svd: string;
  tags: string;
}

/** One record of GET /v1/settings/common/chains. */
export interface ChainRecordV1 {
  chain: string;
  currency: string;
  code: string;
  ct: 'plain' | 'live' | 'old' | 'new' | 'legal' | 'tooold';
  ac: string;
  default: number;
  dma: string;
  wma: string;
  de: boolean;
  we: boolean;
  wp: number;
  ft: 'eth' | 'btc' | 'husd';
  dn: string;
  fn: string;
  awt: boolean;
  adt: boolean;
  ao: boolean;
  fc: number;
  sc: number;
  v: boolean;
  sda: string | null;
  swa: string | null;
  'deposit-desc': string;
  'withdraw-desc': string;
  'suspend-deposit-desc': string;
  'suspend-withdraw-desc': string;
}

interface CurrencyRow {
  cc: string;
  fn: string;
  /** Price in USDT at the simulation's start. */
  usdt: string;
  weight: number;
}

// Prices are plain decimal texts; cross pairs are derived from them (base / quote).
const CURRENCIES: readonly CurrencyRow[] = [
  { cc: 'usdt', fn: 'Tether USDT', usdt: '1', weight: 1000 },
  { cc: 'husd', fn: 'HUSD', usdt: '1', weight: 990 },
  { cc: 'btc', fn: 'Bitcoin', usdt: '52000', weight: 980 },
  { cc: 'eth', fn: 'Ethereum', usdt: '3400', weight: 970 },
  { cc: 'ht', fn: 'Huobi Token', usdt: '8.5', weight: 960 },
  { cc: 'eos', fn: 'EOS', usdt: '4.2', weight: 900 },
  { cc: 'ltc', fn: 'Litecoin', usdt: '180', weight: 890 },
  { cc: 'xrp', fn: 'Ripple', usdt: '1.05', weight: 880 },
  { cc: 'bch', fn: 'Bitcoin Cash', usdt: '620', weight: 870 },
  { cc: 'etc', fn: 'Ethereum Classic', usdt: '55', weight: 860 },
  { cc: 'dot', fn: 'Polkadot', usdt: '32', weight: 850 },
  { cc: 'link', fn: 'Chainlink', usdt: '28', weight: 840 },
  { cc: 'fil', fn: 'Filecoin', usdt: '80', weight: 830 },
  { cc: 'trx', fn: 'TRON', usdt: '0.095', weight: 820 },
  { cc: 'ada', fn: 'Cardano', usdt: '2.4', weight: 810 },
  { cc: 'doge', fn: 'Dogecoin', usdt: '0.25', weight: 800 },
  { cc: 'uni', fn: 'Uniswap', usdt: '25', weight: 790 },
  { cc: 'sushi', fn: 'SushiSwap', usdt: '12', weight: 780 },
  { cc: 'shib', fn: 'SHIBA INU', usdt: '0.000008', weight: 770 },
  { cc: 'sol', fn: 'Solana', usdt: '140', weight: 760 },
  { cc: 'matic', fn: 'Polygon', usdt: '1.5', weight: 750 },
  { cc: 'atom', fn: 'Cosmos', usdt: '30', weight: 740 },
  { cc: 'near', fn: 'NEAR Protocol', usdt: '8', weight: 730 },
  { cc: 'avax', fn: 'Avalanche', usdt: '60', weight: 720 },
  { cc: 'bsv', fn: 'Bitcoin SV', usdt: '160', weight: 710 },
  { cc: 'aave', fn: 'Aave', usdt: '380', weight: 700 },
  { cc: 'comp', fn: 'Compound', usdt: '420', weight: 690 },
  { cc: 'mkr', fn: 'Maker', usdt: '2900', weight: 680 },
  { cc: 'yfi', fn: 'yearn.finance', usdt: '34000', weight: 670 },
  { cc: 'sand', fn: 'The Sandbox', usdt: '0.8', weight: 660 },
  { cc: 'mana', fn: 'Decentraland', usdt: '0.9', weight: 650 },
  { cc: 'axs', fn: 'Axie Infinity', usdt: '110', weight: 640 },
  { cc: 'grt', fn: 'The Graph', usdt: '0.8', weight: 630 },
  { cc: 'crv', fn: 'Curve DAO Token', usdt: '2.5', weight: 620 },
  { cc: 'snx', fn: 'Synthetix', usdt: '11', weight: 610 },
  { cc: 'zec', fn: 'Zcash', usdt: '130', weight: 600 },
  { cc: 'dash', fn: 'Dash', usdt: '200', weight: 590 },
  { cc: 'xmr', fn: 'Monero', usdt: '260', weight: 580 },
  { cc: 'xem', fn: 'NEM', usdt: '0.18', weight: 570 },
  { cc: 'nft', fn: 'APENFT', usdt: '0.0000035', weight: 560 },
  { cc: 'newt', fn: 'Newton Project', usdt: '0.12', weight: 550 },
  { cc: 'cvc', fn: 'Civic', usdt: '0.4', weight: 540 },
  { cc: 'btc3l', fn: 'BTC 3x Long', usdt: '16.35', weight: 530 },
  { cc: 'btc3s', fn: 'BTC 3x Short', usdt: '2.1', weight: 520 },
];

const QUOTE_CURRENCIES: readonly QuoteCurrency[] = ['usdt', 'husd', 'btc', 'eth', 'ht'];

export const PARTITIONS = {
  main: { id: 1, name: 'Main', weight: 100 },
  innovation: { id: 2, name: 'Innovation', weight: 90 },
  potentials: { id: 3, name: 'Potentials', weight: 80 },
  grayscale: { id: 9, name: 'Grayscale', weight: 91 },
  defi: { id: 10, name: 'DeFi', weight: 70 },
  metaverse: { id: 11, name: 'Metaverse', weight: 60 },
  etp: { id: 12, name: 'ETP', weight: 50 },
} as const satisfies Record<string, SymbolPartition>;
type PartitionKey = keyof typeof PARTITIONS;

interface PairRow {
  base: string;
  quote: QuoteCurrency;
  sp?: 'main' | 'innovation' | 'potentials';
  partitions?: PartitionKey[];
  tpp?: number;
  tap?: number;
  state?: SymbolState;
  tags?: string;
  cd?: boolean;
  whe?: boolean;
  lr?: number;
  smlr?: number;
  etp?: { elr: number; d: 1 | 2; u: string };
  suspendDesc?: string;
}

const PAIRS: readonly PairRow[] = [
  { base: 'btc', quote: 'usdt', tpp: 2, tap: 6, lr: 5, smlr: 3, partitions: ['main', 'grayscale'] },
  { base: 'eth', quote: 'usdt', tpp: 2, tap: 4, lr: 5, smlr: 3, partitions: ['main', 'grayscale'] },
  { base: 'ht', quote: 'usdt', tpp: 4, tap: 2, lr: 3, smlr: 3 },
  { base: 'eos', quote: 'usdt', tpp: 4, tap: 4, lr: 5 },
  { base: 'ltc', quote: 'usdt', lr: 5, partitions: ['main', 'grayscale'] },
  { base: 'xrp', quote: 'usdt', lr: 5 },
  { base: 'bch', quote: 'usdt', lr: 5, partitions: ['main', 'grayscale'] },
  { base: 'etc', quote: 'usdt', partitions: ['main', 'grayscale'] },
  { base: 'dot', quote: 'usdt', lr: 3 },
  { base: 'link', quote: 'usdt', partitions: ['main', 'defi'] },
  { base: 'fil', quote: 'usdt' },
  { base: 'trx', quote: 'usdt' },
  { base: 'ada', quote: 'usdt' },
  { base: 'doge', quote: 'usdt' },
  { base: 'uni', quote: 'usdt', partitions: ['main', 'defi'] },
  { base: 'sushi', quote: 'usdt', sp: 'innovation', partitions: ['innovation', 'defi'] },
  { base: 'shib', quote: 'usdt', sp: 'innovation' },
  { base: 'sol', quote: 'usdt' },
  { base: 'matic', quote: 'usdt' },
  { base: 'atom', quote: 'usdt' },
  { base: 'near', quote: 'usdt', sp: 'innovation' },
  { base: 'avax', quote: 'usdt' },
  { base: 'bsv', quote: 'usdt', tags: 'st' },
  { base: 'aave', quote: 'usdt', sp: 'innovation', partitions: ['innovation', 'defi'] },
  { base: 'comp', quote: 'usdt', sp: 'innovation', partitions: ['innovation', 'defi'] },
  { base: 'mkr', quote: 'usdt', sp: 'innovation', partitions: ['innovation', 'defi'] },
  { base: 'yfi', quote: 'usdt', sp: 'innovation', partitions: ['innovation', 'defi'] },
  { base: 'sand', quote: 'usdt', sp: 'innovation', partitions: ['innovation', 'metaverse'] },
  { base: 'mana', quote: 'usdt', sp: 'innovation', partitions: ['innovation', 'metaverse'] },
  { base: 'axs', quote: 'usdt', sp: 'innovation', partitions: ['innovation', 'metaverse'] },
  { base: 'grt', quote: 'usdt', sp: 'innovation', tags: 'hadax' },
  { base: 'crv', quote: 'usdt', sp: 'innovation', partitions: ['innovation', 'defi'] },
  { base: 'snx', quote: 'usdt', sp: 'innovation', partitions: ['innovation', 'defi'] },
  { base: 'xmr', quote: 'usdt', state: 'offline' },
  { base: 'zec', quote: 'usdt', state: 'suspend', suspendDesc: '因网络升级，ZEC/USDT 暂停交易' },
  { base: 'dash', quote: 'usdt', cd: true, whe: true },
  { base: 'xem', quote: 'usdt', cd: true, whe: false },
  { base: 'nft', quote: 'usdt', sp: 'innovation', tags: 'prime' },
  { base: 'newt', quote: 'usdt', sp: 'potentials', partitions: ['potentials'] },
  { base: 'cvc', quote: 'usdt', tags: 'hidden' },
  { base: 'btc3l', quote: 'usdt', tpp: 4, tap: 4, tags: 'etp,nav,holdinglimit', partitions: ['etp'], etp: { elr: 3, d: 1, u: 'btcusdt' } },
  { base: 'btc3s', quote: 'usdt', tpp: 4, tap: 4, tags: 'etp,nav,holdinglimit', partitions: ['etp'], etp: { elr: 3, d: 2, u: 'btcusdt' } },
  { base: 'btc', quote: 'husd', tpp: 2, tap: 6 },
  { base: 'eth', quote: 'husd', tpp: 2, tap: 4 },
  { base: 'usdt', quote: 'husd', tpp: 4, tap: 2 },
  { base: 'eth', quote: 'btc', tpp: 6, tap: 4, lr: 5 },
  { base: 'eos', quote: 'btc', tpp: 8, tap: 2 },
  { base: 'ltc', quote: 'btc', tpp: 6, tap: 4 },
  { base: 'xrp', quote: 'btc', tpp: 8, tap: 0 },
  { base: 'ht', quote: 'btc', tpp: 8, tap: 2 },
  { base: 'eos', quote: 'eth', tpp: 8, tap: 2 },
  { base: 'link', quote: 'eth', tpp: 6, tap: 2 },
  { base: 'uni', quote: 'eth', tpp: 6, tap: 2 },
  { base: 'eos', quote: 'ht', tpp: 4, tap: 2 },
  { base: 'ltc', quote: 'ht', tpp: 4, tap: 4 },
  { base: 'trx', quote: 'ht', tpp: 6, tap: 2 },
];

/** Smallest order value per quote currency. */
const MIN_ORDER_VALUE: Record<QuoteCurrency, string> = { usdt: '5', husd: '5', btc: '0.0001', eth: '0.001', ht: '1' };
const MAX_ORDER_VALUE: Record<QuoteCurrency, string> = { usdt: '1000000', husd: '1000000', btc: '20', eth: '300', ht: '100000' };

function currencyRow(cc: string): CurrencyRow {
  const row = CURRENCIES.find((currency) => currency.cc === cc);
  if (!row) throw new Error(`market data: unknown currency ${cc}`);
  return row;
}

/** Price decimals by magnitude (4 significant digits before the point need 2 decimals). */
function defaultPricePrecision(price: Decimal): number {
  const magnitude = Math.floor(Math.log10(price.toNumber()));
  return Math.min(10, Math.max(2, 4 - magnitude));
}

/** Amount decimals: dearer bases trade in finer amounts. */
function defaultAmountPrecision(baseUsdt: Decimal): number {
  const magnitude = Math.floor(Math.log10(baseUsdt.toNumber()));
  return Math.min(6, Math.max(0, magnitude + 2));
}

export interface MarketSymbol {
  v2: SymbolRecordV2;
  v1: MarketSymbolRecordV1;
  /** Starting price of the simulation, rounded to the price precision. */
  initialPrice: string;
}

function partitionList(row: PairRow, sp: string): SymbolPartition[] {
  const keys = row.partitions ?? [sp as PartitionKey];
  return keys.map((key) => ({ ...PARTITIONS[key] }));
}

function buildSymbol(row: PairRow, index: number): MarketSymbol {
  const base = currencyRow(row.base);
  const quote = currencyRow(row.quote);
  const sc = `${row.base}${row.quote}`;
  const rawPrice = new Decimal(base.usdt).div(quote.usdt);
  const tpp = row.tpp ?? defaultPricePrecision(rawPrice);
  const tap = row.tap ?? defaultAmountPrecision(new Decimal(base.usdt));
  const price = rawPrice.toDecimalPlaces(tpp, Decimal.ROUND_HALF_UP);
  const sp = row.sp ?? 'main';
  const ttp = 8;
  const state = row.state ?? 'online';
  const tags = row.tags ?? '';
  const minov = new Decimal(MIN_ORDER_VALUE[row.quote]);
  const maxov = new Decimal(MAX_ORDER_VALUE[row.quote]);
  const unit = new Decimal(10).pow(-tap);
  const minoa = Decimal.max(unit, minov.div(price).toDecimalPlaces(tap, Decimal.ROUND_UP));
  const maxoa = maxov.div(price).toDecimalPlaces(tap, Decimal.ROUND_DOWN);

  const v2: SymbolRecordV2 = {
    sc,
    dn: `${row.base.toUpperCase()}/${row.quote.toUpperCase()}`,
    bc: row.base,
    bcdn: row.base.toUpperCase(),
    qc: row.quote,
    qcdn: row.quote.toUpperCase(),
    state,
    whe: row.whe ?? false,
    cd: row.cd ?? false,
    te: state === 'online',
    toa: 1_514_779_200_000 + index * 86_400_000,
    sp,
    // Weight descends with the table order (lists sort by weight, section 9).
    w: 999_400_000 - index * 100_000,
    ttp,
    tap,
    tpp,
    fp: 8,
    tags,
    lr: row.lr ?? null,
    smlr: row.smlr ?? null,
    flr: null,
    wr: '1.5',
    d: row.etp?.d ?? null,
    elr: row.etp?.elr ?? null,
    p: partitionList(row, sp),
    ...(row.suspendDesc ? { suspend_desc: row.suspendDesc } : {}),
  };
  const v1: MarketSymbolRecordV1 = {
    symbol: sc,
    bc: row.base,
    qc: row.quote,
    state,
    sp,
    tags,
    lr: v2.lr,
    smlr: v2.smlr,
    pp: tpp,
    ap: tap,
    vp: ttp,
    minoa: minoa.toNumber(),
    maxoa: maxoa.toNumber(),
    minov: minov.toNumber(),
    maxov: maxov.toNumber(),
    lominoa: minoa.toNumber(),
    lomaxoa: maxoa.toNumber(),
    lomaxba: maxoa.toNumber(),
    lomaxsa: maxoa.toNumber(),
    smminoa: minoa.toNumber(),
    smmaxoa: maxoa.toNumber(),
    bmmaxov: maxov.toNumber(),
    blmlt: 1.1,
    slmgt: 0.9,
    msormlt: 0.1,
    mbormlt: 0.1,
    at: 'enabled',
    ...(row.etp
      ? { u: row.etp.u, mfr: 0.035, ct: '23:55:00', rt: '00:00:00', rthr: 4, in: price.toNumber() }
      : {}),
  };
  return { v2, v1, initialPrice: price.toFixed(tpp) };
}

export const MARKET_SYMBOLS: readonly MarketSymbol[] = PAIRS.map(buildSymbol);

const SYMBOLS_BY_CODE = new Map(MARKET_SYMBOLS.map((symbol) => [symbol.v2.sc, symbol]));

export function findMarketSymbol(sc: string): MarketSymbol | undefined {
  return SYMBOLS_BY_CODE.get(sc);
}

/** Symbols the market lists and simulates: everything but offline pairs (REST tickers, overview). */
export function tradableSymbols(): MarketSymbol[] {
  return MARKET_SYMBOLS.filter((symbol) => symbol.v2.state !== 'offline');
}

/** Price and amount decimals of a pair (tpp, tap, ttp). */
export function symbolPrecision(sc: string): { price: number; amount: number; total: number } | undefined {
  const symbol = findMarketSymbol(sc);
  return symbol && { price: symbol.v2.tpp, amount: symbol.v2.tap, total: symbol.v2.ttp };
}

/** A currency's starting price in USDT (exchange rates, contract prices). */
export function currencyUsdtPrice(cc: string): string | undefined {
  return CURRENCIES.find((currency) => currency.cc === cc)?.usdt;
}

const FEE_TYPE: Record<string, CurrencyRecordV2['ft']> = { btc: 'btc', husd: 'husd' };

function buildCurrency(row: CurrencyRow): CurrencyRecordV2 {
  const offline = row.cc === 'xmr';
  const price = new Decimal(row.usdt);
  const sp = Math.min(8, Math.max(2, defaultAmountPrecision(price) + 2));
  return {
    cc: row.cc,
    dn: row.cc.toUpperCase(),
    fn: row.fn,
    at: 1,
    wp: Math.max(sp, 6),
    ft: FEE_TYPE[row.cc] ?? 'eth',
    dma: new Decimal(10).div(price).toSignificantDigits(1).toString(),
    wma: new Decimal(20).div(price).toSignificantDigits(1).toString(),
    sp: String(sp),
    w: row.weight,
    qc: (QUOTE_CURRENCIES as readonly string[]).includes(row.cc),
    state: offline ? 'offline' : 'online',
    v: true,
    whe: false,
    cd: false,
    de: !offline,
    wed: !offline,
    cawt: row.cc === 'eos' || row.cc === 'xrp',
    fc: 6,
    sc: 12,
    swd: offline ? '该币种已下线，暂停提币' : '',
    wd: '',
    sdd: offline ? '该币种已下线，暂停充币' : '',
    dd: '',
    svd: '',
    tags: row.cc.startsWith('btc3') ? 'etp' : '',
  };
}

/** Every currency used by a pair. */
export const MARKET_CURRENCIES: readonly CurrencyRecordV2[] = CURRENCIES.map(buildCurrency);

function chain(
  currency: string,
  chainId: string,
  options: { dn: string; ac: string; isDefault: boolean; wp: number; dma: string; wma: string; fc: number; sc: number; ct?: ChainRecordV1['ct'] },
): ChainRecordV1 {
  return {
    chain: chainId,
    currency,
    code: chainId,
    ct: options.ct ?? 'plain',
    ac: options.ac,
    default: options.isDefault ? 1 : 0,
    dma: options.dma,
    wma: options.wma,
    de: true,
    we: true,
    wp: options.wp,
    ft: 'eth',
    dn: options.dn,
    fn: options.dn,
    awt: false,
    adt: false,
    ao: false,
    fc: options.fc,
    sc: options.sc,
    v: true,
    sda: null,
    swa: null,
    'deposit-desc': '',
    'withdraw-desc': '',
    'suspend-deposit-desc': '',
    'suspend-withdraw-desc': '',
  };
}

export const MARKET_CHAINS: readonly ChainRecordV1[] = [
  chain('usdt', 'usdterc20', { dn: 'ERC20', ac: 'eth', isDefault: true, wp: 6, dma: '1', wma: '10', fc: 12, sc: 64 }),
  chain('usdt', 'trc20usdt', { dn: 'TRC20', ac: 'trx', isDefault: false, wp: 6, dma: '1', wma: '2', fc: 19, sc: 19 }),
  chain('usdt', 'usdt', { dn: 'OMNI', ac: 'btc', isDefault: false, wp: 6, dma: '100', wma: '200', fc: 2, sc: 6, ct: 'old' }),
  chain('btc', 'btc', { dn: 'BTC', ac: 'btc', isDefault: true, wp: 8, dma: '0.0001', wma: '0.001', fc: 1, sc: 2 }),
  chain('eth', 'eth', { dn: 'ERC20', ac: 'eth', isDefault: true, wp: 8, dma: '0.001', wma: '0.01', fc: 12, sc: 64 }),
  chain('ht', 'hterc20', { dn: 'ERC20', ac: 'eth', isDefault: false, wp: 8, dma: '1', wma: '2', fc: 12, sc: 64 }),
  chain('ht', 'ht2', { dn: 'HECO', ac: 'heco', isDefault: true, wp: 8, dma: '0.1', wma: '0.2', fc: 15, sc: 20 }),
];
