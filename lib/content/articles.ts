// Articles (公告) on the custody home: exchange-wallet-fiat.md section 9 "Articles capped at 5".

/** The custody home shows at most this many of the latest notices. */
export const LATEST_ARTICLES_CAP = 5;

/** The newest articles first (by publish time, the later id first on a tie), at most `cap` of them. */
export function latestArticles<T extends { id: string; publishedAt: number }>(articles: readonly T[], cap: number = LATEST_ARTICLES_CAP): T[] {
  const limit = Math.max(0, Math.trunc(cap));
  return [...articles]
    .sort((a, b) => b.publishedAt - a.publishedAt || b.id.localeCompare(a.id, 'en', { numeric: true }))
    .slice(0, limit);
}
