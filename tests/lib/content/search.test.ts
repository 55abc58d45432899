import { describe, expect, it } from 'vitest';
import { keywordTerms, matchesKeyword, MAX_KEYWORD_LENGTH, searchKeyword } from '@/lib/content';

describe('content search', () => {
  it('matches every term in some field, ignoring case and width', () => {
    const fields = ['如何提取 USDT？', '提币需要完成 KYC 认证'];
    expect(matchesKeyword(fields, '提币')).toBe(true);
    expect(matchesKeyword(fields, 'usdt kyc')).toBe(true);
    expect(matchesKeyword(fields, 'ＵＳＤＴ')).toBe(true);
    expect(matchesKeyword(fields, 'usdt btc')).toBe(false);
  });

  it('matches everything with no keyword', () => {
    expect(matchesKeyword(['任意'], '')).toBe(true);
    expect(matchesKeyword(['任意'], '   ')).toBe(true);
    expect(matchesKeyword([], null)).toBe(true);
  });

  it('splits a keyword into normalised terms', () => {
    expect(keywordTerms('  ＫＹＣ　认证  费用 ')).toEqual(['kyc', '认证', '费用']);
  });

  it('sends a trimmed keyword of at most 50 characters', () => {
    expect(searchKeyword('  手续费 ')).toBe('手续费');
    expect(searchKeyword('a'.repeat(80))).toHaveLength(MAX_KEYWORD_LENGTH);
  });
});
