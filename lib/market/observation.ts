// The observation area (exchange-wallet-fiat.md sections 2 and 6): a logged-in user who has not
// agreed to its terms opens a potentials pair on /zh-cn/observation/?s={base}_{quote} first.

import { buildPath, getRoute } from '@/lib/routing/manifest';
import { DEFAULT_LANGUAGE, parsePair, type Language } from '@/lib/routing/segments';

/** Licence type of the observation-area terms (account service license/state and agree). */
export const OBSERVATION_LICENSE_TYPE = 'POTENTIALS';

/** Query parameter of the observation page that names the pair, `{base}_{quote}`. */
export const OBSERVATION_PAIR_PARAM = 's';

export interface ObservationGateInput {
  loggedIn: boolean;
  /** The pair is in the potentials partition. */
  isPotentials: boolean;
  /** The POTENTIALS licence state; null or undefined when it could not be read. */
  licenseState: string | null | undefined;
}

/**
 * Whether the pair has to go through the observation terms first. An unknown or failed state
 * counts as not agreed: the terms are a risk warning, so when in doubt the user sees them once
 * more (agreeing again is harmless) rather than trading a potentials pair without them.
 */
export function needsObservationAgreement({ loggedIn, isPotentials, licenseState }: ObservationGateInput): boolean {
  return loggedIn && isPotentials && licenseState !== 'AGREED';
}

/** `/zh-cn/observation/?s=btc_usdt`; throws for a pair that is not a valid pair. */
export function observationPath(base: string, quote: string, lang: Language = DEFAULT_LANGUAGE): string {
  const pair = `${base}_${quote}`;
  if (!parsePair(pair)) throw new Error(`invalid pair: ${pair}`);
  return `${buildPath(getRoute('observation'), { lang })}?${OBSERVATION_PAIR_PARAM}=${pair}`;
}

/** The exchange page of the observation page's `s` value, or null when `s` is not a valid pair. */
export function exchangePathFromObservation(s: string | string[] | null | undefined, lang: Language = DEFAULT_LANGUAGE): string | null {
  if (typeof s !== 'string' || !parsePair(s)) return null;
  return buildPath(getRoute('exchange/{pair}'), { lang, pair: s });
}
