// 点卡划转 (exchange-wallet-fiat.md section 7 "custody dx-point … POST dx-point/transfer";
// WALLET.md 9: amounts with at most 8 decimals, termless points are group 0): the checks of the
// small point-transfer form. The texts are the project's (section 5 gives none).

import { Decimal } from '@/lib/decimal';
import { normalizeDigits } from '@/lib/validation';
import { checkTransferAmount } from './amount';

export const POINT_PRECISION = 8;
export const TERMLESS_POINT_GROUP = 0;

export const POINT_TEXTS = {
  title: '点卡划转',
  toUid: '对方UID',
  toUidRequired: '请输入对方UID',
  toUidInvalid: 'UID格式不正确',
  toSelf: '不能划转给自己',
  aboveBalance: '超出可用点卡数量',
  success: '点卡划转成功',
  failed: '点卡划转失败，请稍后再试',
} as const;

export type PointTransferCheck = { ok: true; toUid: string; amount: string } | { ok: false; field: 'toUid' | 'amount'; message: string };

/** The receiving uid (full-width digits normalised) and the amount, against the point balance. */
export function checkPointTransfer(input: { toUid: string; amount: string }, { ownUid, balance }: { ownUid: number; balance: string | null }): PointTransferCheck {
  const toUid = normalizeDigits(input.toUid).trim();
  if (toUid === '') return { ok: false, field: 'toUid', message: POINT_TEXTS.toUidRequired };
  if (!/^[1-9]\d{0,15}$/.test(toUid)) return { ok: false, field: 'toUid', message: POINT_TEXTS.toUidInvalid };
  if (toUid === String(ownUid)) return { ok: false, field: 'toUid', message: POINT_TEXTS.toSelf };
  const amount = checkTransferAmount(input.amount, { transferable: null, precision: POINT_PRECISION });
  if (!amount.ok) return { ok: false, field: 'amount', message: amount.message };
  if (balance !== null && new Decimal(amount.amount).gt(balance)) return { ok: false, field: 'amount', message: POINT_TEXTS.aboveBalance };
  return { ok: true, toUid, amount: amount.amount };
}
