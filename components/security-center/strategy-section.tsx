'use client';

// 安全策略: which factors login and withdrawal ask for.

import type { SecurityInfo } from '@/lib/contracts/uc';
import { SecurityRow, SecurityRows } from './security-row';

const METHOD_TEXT = { ga: '谷歌验证器', sms: '手机验证码', email: '邮箱验证码' } as const;

export function StrategySection({ info }: { info: SecurityInfo }) {
  const text = (methods: SecurityInfo['login_factors']) => (methods.length ? methods.map((m) => METHOD_TEXT[m]).join('、') : '仅登录密码');
  return (
    <SecurityRows title="安全策略">
      <SecurityRow id="strategy-login" title="登录验证" state={text(info.login_factors)} done={info.login_factors.length > 0} />
      <SecurityRow id="strategy-withdraw" title="提币验证" state={text(info.withdraw_factors)} done />
    </SecurityRows>
  );
}
