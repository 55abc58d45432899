'use client';

// The anti-phishing code's row on 账户安全.

import type { SecurityInfo } from '@/lib/contracts/uc';
import { SecurityRow } from './security-row';

export function AntiPhishingRow({ info }: { info: SecurityInfo }) {
  return <SecurityRow id="anti-phishing" title="防钓鱼码" state={info.anti_phishing ? '已设置' : '未设置'} done={info.anti_phishing} />;
}
