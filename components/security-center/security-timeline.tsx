'use client';

// The security timeline on 账户安全: every security change with time, device and place.

import type { SecurityInfo } from '@/lib/contracts/uc';

export function SecurityTimeline({ info }: { info: SecurityInfo }) {
  return (
    <section aria-label="安全动态">
      <h2>安全动态</h2>
      <p>{info.last_login ? `上次登录：${new Date(info.last_login.time).toLocaleString('zh-CN')}（${info.last_login.place}）` : '暂无登录记录'}</p>
    </section>
  );
}
