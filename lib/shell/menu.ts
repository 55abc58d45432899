// The header menu (shell-and-account.md section 1), built from the route manifest.

import { buildPath, getRoute } from '@/lib/routing/manifest';
import { loginRedirect } from '@/lib/routing/navigation';
import type { Language } from '@/lib/routing/segments';
import { MARKETS_ANCHOR } from '@/lib/market/overview';
import { DEFAULT_PAIR } from '@/lib/trading/preferences';

export interface MenuLink {
  label: string;
  href: string;
  /** Opens in a new tab. */
  external?: boolean;
}

export interface HeaderMenu {
  home: MenuLink;
  /** 交易: the exchange page of the last pair viewed (kept in the browser); `href` is the default pair's. */
  trade: MenuLink & { exchangeBase: string };
  /** 行情: the home page's market overview. */
  markets: MenuLink;
  assets: MenuLink;
  about: { label: string; links: MenuLink[] };
  /** The logged-in user's dropdown (components/shell/user-menu.tsx). Built here on the server so
   *  that the route table is not shipped to the browser for three links. */
  user: UserMenuLinks;
}

export interface UserMenuLinks {
  kyc: string;
  points: string;
  security: string;
  /** A sub-account's own permissions (the sub-account route shows them to a sub-account). */
  subAccount: string;
}

function path(routeId: string, lang: Language): string {
  return buildPath(getRoute(routeId), { lang });
}

/** A visitor's Assets link goes straight to login with the assets overview as backUrl. */
export function headerMenu(lang: Language, loggedIn: boolean): HeaderMenu {
  // The exchange wallet's overview; the custody service's view (cn/assets) is linked from it.
  const assets = path('finance/account', lang);
  const home = path('', lang);
  const trade = buildPath(getRoute('exchange/{pair}'), { lang, pair: DEFAULT_PAIR });
  return {
    home: { label: '首页', href: home },
    trade: { label: '交易', href: trade, exchangeBase: trade.slice(0, trade.length - `${DEFAULT_PAIR}/`.length) },
    markets: { label: '行情', href: `${home}#${MARKETS_ANCHOR}` },
    assets: { label: '资产', href: loggedIn ? assets : loginRedirect(assets, '', lang) },
    about: {
      label: '关于资产托管',
      links: [
        { label: '账户管理费', href: path('cn/agreement/accountfee', lang), external: true },
        { label: '用户协议', href: path('cn/agreement/useragreement', lang), external: true },
        { label: '隐私政策', href: path('cn/agreement/privacy', lang), external: true },
      ],
    },
    user: { kyc: path('cn/kyc', lang), points: path('cn/points', lang), security: path('user-center/security', lang), subAccount: path('user-center/sub-account', lang) },
  };
}
