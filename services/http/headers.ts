// Headers every request carries: language, the family's session token and its API version
// (exchange-wallet-fiat.md section 7). Pure functions so the rules are testable without a network.

import type { ServiceFamily } from '@/lib/api/families';
import { UC_SESSION_HEADER } from '@/lib/session/cookies';

export const LANGUAGE_HEADER = 'HB-LANG';
export const ACCEPT_LANGUAGE_HEADER = 'Accept-Language';
export const API_VERSION_HEADER = 'HB-VERSION';

/**
 * Header that carries each family's token. Families with their own token login
 * (exchange-wallet-fiat.md section 7: pro, otc, contract, kyc, content, mgt, inst, etf, vote)
 * use their own header; spot gateways without one reuse the pro token, shell services (uc, crm)
 * the user-centre token. Custody: the spec names no token (it gets no cookies either), so none.
 * Names beyond pro/uc/otc/contract/kyc follow the same HB-{NAME}-TOKEN pattern by inference.
 */
export const TOKEN_HEADERS: Readonly<Record<ServiceFamily, string | null>> = {
  uc: UC_SESSION_HEADER,
  custody: null,
  pro: 'HB-PRO-TOKEN',
  hbg: 'HB-PRO-TOKEN',
  otc: 'HB-OTC-TOKEN',
  dm: 'HB-CONTRACT-TOKEN',
  swap: 'HB-CONTRACT-TOKEN',
  rca: 'HB-PRO-TOKEN',
  inst: 'HB-INST-TOKEN',
  hbgPay: 'HB-PRO-TOKEN',
  fiat: 'HB-PRO-TOKEN',
  etf: 'HB-ETF-TOKEN',
  mgt: 'HB-MGT-TOKEN',
  general: 'HB-PRO-TOKEN',
  vote: 'HB-VOTE-TOKEN',
  kyc: 'HB-KYC-TOKEN',
  travelrule: 'HB-PRO-TOKEN',
  crm: UC_SESSION_HEADER,
  content: 'HB-CONTENT-TOKEN',
};

/** API version per family; families not listed send no version header. */
export const API_VERSIONS: Readonly<Partial<Record<ServiceFamily, string>>> = {
  pro: '1.7',
  etf: '1.1',
  vote: '1.1',
};

/** `zh-cn` → `zh-CN`: the site's language codes are lower case, HTTP wants the region upper case. */
export function acceptLanguageOf(language: string): string {
  const [lang = '', ...rest] = language.split('-');
  return [lang.toLowerCase(), ...rest.map((part) => part.toUpperCase())].join('-');
}

export function languageHeaders(language: string): Record<string, string> {
  return { [LANGUAGE_HEADER]: language, [ACCEPT_LANGUAGE_HEADER]: acceptLanguageOf(language) };
}

/** The family's token header, or nothing when the family has none or no token is known yet. */
export function tokenHeaders(family: ServiceFamily, token: string | null | undefined): Record<string, string> {
  const name = TOKEN_HEADERS[family];
  return name && token ? { [name]: token } : {};
}

export function versionHeaders(family: ServiceFamily): Record<string, string> {
  const version = API_VERSIONS[family];
  return version ? { [API_VERSION_HEADER]: version } : {};
}

export interface HeaderInputs {
  language: string;
  token: string | null | undefined;
}

/** All common headers of one request to `family`. */
export function buildRequestHeaders(family: ServiceFamily, { language, token }: HeaderInputs): Record<string, string> {
  return { ...languageHeaders(language), ...tokenHeaders(family, token), ...versionHeaders(family) };
}
