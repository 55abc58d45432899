'use client';

// The withdrawal hold after a security change, counted down (lib/security-center/hold).

import type { SecurityInfo } from '@/lib/contracts/uc';

export function WithdrawHoldNotice({ info }: { info: SecurityInfo }) {
  if (info.withdraw_hold_until === null) return null;
  return <p role="status">安全设置已变更，提币暂停至 {new Date(info.withdraw_hold_until).toLocaleString('zh-CN')}</p>;
}
