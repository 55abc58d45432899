// The custody service's documents (single page content, exchange-wallet-fiat.md section 7): the
// six agreements of shell-and-account.md section 2, each served by the content service under
// its key and shown on its route cn/agreement/{key}.

export const CONTENT_PAGE_KEYS = ['accountfee', 'disclaimer', 'fraud', 'privacy', 'useragreement', 'withdrawrisk'] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

export function isContentPageKey(value: string): value is ContentPageKey {
  return (CONTENT_PAGE_KEYS as readonly string[]).includes(value);
}

export type AgreementRouteId = `cn/agreement/${ContentPageKey}`;

/** The route id of an agreement's page. */
export function agreementRouteId(key: ContentPageKey): AgreementRouteId {
  return `cn/agreement/${key}`;
}

/** The document an agreement's route shows. */
export function agreementKeyOf(routeId: AgreementRouteId): ContentPageKey {
  return routeId.slice(routeId.lastIndexOf('/') + 1) as ContentPageKey;
}

/** Content dates (effective dates, publish times) read in the service's own time zone, UTC+8. */
export const CONTENT_UTC_OFFSET_MINUTES = 8 * 60;
