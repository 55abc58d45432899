import { describe, expect, it } from 'vitest';
import { agreementKeyOf, agreementRouteId, CONTENT_PAGE_KEYS, isContentPageKey, LATEST_ARTICLES_CAP, latestArticles } from '@/lib/content';

const article = (id: string, publishedAt: number) => ({ id, publishedAt, title: `公告 ${id}` });

describe('latestArticles', () => {
  it('caps the custody home at 5 articles (exchange-wallet-fiat.md section 9)', () => {
    expect(LATEST_ARTICLES_CAP).toBe(5);
    const many = Array.from({ length: 12 }, (_, i) => article(String(i + 1), 1_700_000_000_000 + i * 1000));
    const latest = latestArticles(many);
    expect(latest).toHaveLength(5);
    expect(latest.map((a) => a.id)).toEqual(['12', '11', '10', '9', '8']);
  });

  it('keeps fewer when there are fewer, and sorts newest first with the later id first on a tie', () => {
    expect(latestArticles([article('1', 10), article('3', 30), article('2', 30)]).map((a) => a.id)).toEqual(['3', '2', '1']);
    expect(latestArticles([])).toEqual([]);
  });

  it('takes another cap, never a negative one, and does not change its input', () => {
    const list = [article('1', 1), article('2', 2)];
    expect(latestArticles(list, 1).map((a) => a.id)).toEqual(['2']);
    expect(latestArticles(list, -3)).toEqual([]);
    expect(list.map((a) => a.id)).toEqual(['1', '2']);
  });
});

describe('agreements', () => {
  it('maps each of the six documents to its route and back', () => {
    for (const key of CONTENT_PAGE_KEYS) expect(agreementKeyOf(agreementRouteId(key))).toBe(key);
    expect(agreementRouteId('privacy')).toBe('cn/agreement/privacy');
    expect(isContentPageKey('useragreement')).toBe(true);
    expect(isContentPageKey('constructor')).toBe(false);
  });
});
