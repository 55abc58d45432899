// The home page's entries: a logged-in user's into assets, deposit and KYC; a visitor's into
// register (and login). Display only: each screen's own gate decides access.

import { EntryLinks, type EntryLink } from '@/components/content/entry-links';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import { loginPath, registerPath } from '@/lib/routing/navigation';
import type { Language } from '@/lib/routing/segments';

export const HOME_ENTRIES_TEXT = { title: '快捷入口' } as const;

const path = (routeId: string, lang: Language) => buildPath(getRoute(routeId), { lang });

export function homeEntries(lang: Language, loggedIn: boolean): EntryLink[] {
  if (!loggedIn) {
    const home = path('', lang);
    return [
      { href: registerPath(home, lang), label: '注册', hint: '创建账户，开始交易', testId: 'entry-register' },
      { href: loginPath(lang), label: '登录', hint: '已有账户，直接登录', testId: 'entry-login' },
    ];
  }
  return [
    { href: path('finance/account', lang), label: '资产', hint: '查看各账户余额与估值', testId: 'entry-assets' },
    { href: path('finance/deposit', lang), label: '充币', hint: '获取充币地址', testId: 'entry-deposit' },
    { href: path('cn/kyc', lang), label: '身份认证', hint: '完成 KYC 提升额度', testId: 'entry-kyc' },
  ];
}

export function HomeEntries({ lang, loggedIn }: { lang: Language; loggedIn: boolean }) {
  return <EntryLinks title={HOME_ENTRIES_TEXT.title} titleId="home-entries" entries={homeEntries(lang, loggedIn)} testId="home-entries" />;
}
