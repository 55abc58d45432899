'use client';

// The rows of the login password and the second factors (GA, phone, email) on 账户安全.

import type { SecurityInfo } from '@/lib/contracts/uc';
import type { Language } from '@/lib/routing/segments';
import { SecurityRow } from './security-row';

export function FactorRows({ info }: { info: SecurityInfo; lang: Language }) {
  return (
    <>
      <SecurityRow id="password" title="登录密码" state="已设置" done />
      <SecurityRow id="ga" title="谷歌验证器" state={info.ga ? '已绑定' : '未绑定'} done={info.ga} />
      <SecurityRow id="phone" title="手机" state={info.phone ? '已绑定' : '未绑定'} done={info.phone !== null} description={info.phone ?? undefined} />
      <SecurityRow id="email" title="邮箱" state={info.email ? '已绑定' : '未绑定'} done={info.email !== null} description={info.email ?? undefined} />
    </>
  );
}
