// The withdraw screens' own small rules (pure): the return path of the risk page (never an open
// redirect), the client order id of a draft shared by the tabs (local storage, keyed by the
// draft), the risk consent bound to the destination it was issued for (session storage), and the
// texts the screens show. The money rules themselves are lib/wallet's (the fee is charged on top of the amount,
// lib/wallet/fee), run for the form by ./withdraw-form.

import { safeBackUrl } from '@/lib/routing/back-url';
import { buildPath, getRoute, matchRoute } from '@/lib/routing/manifest';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/routing/segments';
import {
  parseRiskConsent,
  parseRiskTarget,
  SHARED_PENDING_MAX_AGE_MS,
  sharedPendingOf,
  withdrawDraftStorageKey,
  type PendingWithdraw,
  type RiskConsent,
  type RiskTarget,
} from '@/lib/wallet';

export const WITHDRAW_TEXTS = {
  listTitle: '选择提币币种',
  searchLabel: '搜索币种',
  searchPlaceholder: '搜索币种名称',
  noCurrency: '没有符合条件的币种',
  available: '可用',
  chainLabel: '链名称',
  modeLabel: '提币方式',
  modeChain: '链上提币',
  modeInternal: '内部转账',
  internalUserLabel: '收款用户',
  internalUserPlaceholder: 'UID、邮箱或手机号',
  internalUserRequired: '请输入收款用户的 UID、邮箱或手机号',
  internalNoFee: '内部转账免手续费，实时到账',
  bookLabel: '从地址簿选择',
  bookPlaceholder: '手动输入地址',
  bookManage: '管理地址簿',
  addressLabel: '提币地址',
  tagLabel: '地址标签（Memo/Tag）',
  amountLabel: '提币数量',
  quotaLeft: '今日剩余额度',
  minimum: '最小提币数量',
  precision: '精度',
  noLimit: '不限',
  feeLabel: '手续费',
  feeInputLabel: '手续费金额',
  feeSliderLabel: '手续费调节',
  feeProportion: '按比例收取',
  receivedLabel: '到账数量',
  debitLabel: '实际扣除',
  feeOnTop: '手续费另行从可用余额扣除，到账数量即提币数量',
  whitelistBookLink: '前往地址簿加入白名单',
  preferFast: '优先快速到账',
  submit: '提币',
  confirmTitle: '确认提币',
  confirmSubmit: '确认提币',
  success: '提币申请已提交',
  switchChain: (name: string) => `切换到 ${name} 链`,
  otherChain: (name: string) => `该地址属于 ${name} 链，请确认所选链名称`,
  poisonAck: '我已逐位核对，确认提币至该地址',
  poisonAckRequired: '请逐位核对地址并勾选确认',
  typedAddress: '输入的地址',
  knownBook: '地址簿中的地址',
  knownHistory: '历史提币地址',
  riskTitle: '该地址存在风险',
  riskLink: '查看提币风险评估',
  riskAcknowledged: '已确认风险，提交时将继续提币',
  recentTitle: '最近提币记录',
  recentEmpty: '暂无提币记录',
  cancel: '撤销',
  cancelTitle: '撤销提币',
  cancelConfirm: '确认撤销',
  cancelQuestion: '确定撤销这笔提币吗？',
  cancelled: '提币已撤销',
  sell: (currency: string) => `去卖出 ${currency.toUpperCase()}`,
  existing: '该提币已提交',
  chainsFailed: '链信息加载失败',
  noOpenChain: '该币种所有链暂停提币',
  riskPageTitle: '提币风险评估',
  riskPageIntro: '系统检测到您的提币地址可能存在风险（如涉及诈骗、盗窃、暗网或被制裁的地址）。向风险地址提币可能导致资产无法追回，请谨慎操作。',
  riskReasonLabel: '风险原因',
  riskAgreement: '《提币风险提示》',
  riskAgreePrefix: '我已阅读并同意',
  riskAckButton: '我已知晓风险',
  riskBack: '返回提币',
  riskNothing: '没有待评估的提币地址，请返回提币页重新提交',
  riskChecking: '正在评估提币地址…',
  riskCheckFailed: '风险评估失败，请稍后重试',
} as const;

/** The withdraw form's path of a currency; the currency list when the code is not a valid segment. */
export function withdrawFormPath(currency: string, lang: Language = DEFAULT_LANGUAGE): string {
  try {
    return buildPath(getRoute('cn/finance/withdraw/{currency}'), { lang, currency });
  } catch {
    return buildPath(getRoute('cn/finance/withdraw'), { lang });
  }
}

export function withdrawListPath(lang: Language = DEFAULT_LANGUAGE): string {
  return buildPath(getRoute('cn/finance/withdraw'), { lang });
}

export function routePath(id: string, lang: Language = DEFAULT_LANGUAGE): string {
  return buildPath(getRoute(id), { lang });
}

/** Any origin will do: only same-site paths are accepted, and only the path is kept. */
const SITE = 'https://site.invalid';
const RETURN_ROUTES: readonly string[] = ['cn/finance/withdraw/{currency}', 'cn/finance/withdraw'];

/**
 * The risk page's return path: a same-site path of the withdraw form (or the currency list),
 * without query or hash; anything else (another site, another page, a script URL, a
 * protocol-relative or encoded trick) is refused with null.
 */
export function safeWithdrawReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return null;
  const safe = safeBackUrl(raw, { siteOrigin: SITE, allowedHosts: [] });
  if (safe === null || !safe.startsWith('/')) return null;
  const pathname = new URL(safe, SITE).pathname;
  const match = matchRoute(pathname);
  if (match === null || !match.valid || !RETURN_ROUTES.includes(match.route.id)) return null;
  return buildPath(match.route, match.params);
}

/**
 * The risk page's address: only the form to return to. The reason is never carried in the URL
 * (a crafted link could show any text as the system's finding): the page asks the risk check
 * again for the destination the form left in session storage (writeRiskTarget).
 */
export function withdrawRiskPath(back: string, lang: Language = DEFAULT_LANGUAGE): string {
  const query = new URLSearchParams({ back });
  return `${routePath('cn/finance/withdraw-risk', lang)}?${query.toString()}`;
}

/** The risk check's reason as plain text: control characters dropped, at most 200 characters. */
export function riskReasonText(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return [...raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()].slice(0, 200).join('');
}

/**
 * Session storage: the destination the risk page assesses, and the consent to a flagged
 * destination (its id and the exact currency, chain, address and tag it is for). Local storage:
 * the client order id of a draft, shared by the tabs.
 */
export const RISK_TARGET_KEY_PREFIX = 'withdraw-risk-target:';
export const RISK_ACK_KEY_PREFIX = 'withdraw-risk-ack:';

function storage(kind: 'session' | 'local' = 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readJson(store: Storage | null, key: string): unknown {
  let raw: string | null = null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function writeJson(store: Storage | null, key: string, value: unknown): void {
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refusing storage keeps nothing: the next submit checks anew.
  }
}

/**
 * The client order id of the draft `formKey`, as any tab of this browser left it (null when none,
 * too old or malformed). It is what the create of this draft is sent with, in every tab.
 */
export function readPending(formKey: string, now: number = Date.now()): PendingWithdraw | null {
  const pending = sharedPendingOf(readJson(storage('local'), withdrawDraftStorageKey(formKey)), formKey);
  return pending !== null && now - pending.createdAt <= SHARED_PENDING_MAX_AGE_MS ? pending : null;
}

/** Keeps (only the id and its time) or forgets the client order id of the draft `formKey`. */
export function writePending(formKey: string, pending: Pick<PendingWithdraw, 'clientOrderId' | 'createdAt'> | null): void {
  writeJson(storage('local'), withdrawDraftStorageKey(formKey), pending === null ? null : { clientOrderId: pending.clientOrderId, createdAt: pending.createdAt });
}

/** The destination the risk page is to assess (written when the user follows the risk link). */
export function writeRiskTarget(currency: string, target: RiskTarget | null): void {
  writeJson(storage(), RISK_TARGET_KEY_PREFIX + currency, target);
}

export function readRiskTarget(currency: string): RiskTarget | null {
  const target = parseRiskTarget(readJson(storage(), RISK_TARGET_KEY_PREFIX + currency));
  return target !== null && target.currency === currency.toLowerCase() ? target : null;
}

/** The consent the user gave on the risk page: for exactly the destination the server flagged (one use). */
export function readRiskConsent(currency: string): RiskConsent | null {
  const consent = parseRiskConsent(readJson(storage(), RISK_ACK_KEY_PREFIX + currency));
  return consent !== null && consent.currency === currency.toLowerCase() ? consent : null;
}

export function writeRiskConsent(currency: string, consent: RiskConsent | null): void {
  writeJson(storage(), RISK_ACK_KEY_PREFIX + currency, consent);
}

export const DRAFT_KEY_PREFIX = 'withdraw-draft:';

/** The form as typed when the user left for the risk page, to be filled in again on return. */
export function writeDraft(currency: string, draft: unknown): void {
  const store = storage();
  if (!store) return;
  if (draft === null) store.removeItem(DRAFT_KEY_PREFIX + currency);
  else store.setItem(DRAFT_KEY_PREFIX + currency, JSON.stringify(draft));
}

export function readDraft(currency: string): unknown {
  const raw = storage()?.getItem(DRAFT_KEY_PREFIX + currency);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The currency of a withdraw form path, or null. */
export function currencyOfPath(path: string): string | null {
  const match = matchRoute(path);
  return match?.valid && match.route.id === 'cn/finance/withdraw/{currency}' ? (match.params.currency ?? null) : null;
}

/** A long address shortened for the records: first 6 and last 6 characters. */
export function shortenAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
}
