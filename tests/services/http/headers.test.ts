import { describe, expect, it } from 'vitest';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { UC_SESSION_HEADER } from '@/lib/session/cookies';
import {
  API_VERSIONS,
  TOKEN_HEADERS,
  acceptLanguageOf,
  buildRequestHeaders,
  languageHeaders,
  tokenHeaders,
  versionHeaders,
} from '@/services/http';

describe('language headers', () => {
  it('sends HB-LANG zh-cn and Accept-Language zh-CN', () => {
    expect(languageHeaders('zh-cn')).toEqual({ 'HB-LANG': 'zh-cn', 'Accept-Language': 'zh-CN' });
  });

  it('upper-cases the region only', () => {
    expect(acceptLanguageOf('en-us')).toBe('en-US');
    expect(acceptLanguageOf('ZH-cn')).toBe('zh-CN');
    expect(acceptLanguageOf('ja')).toBe('ja');
  });
});

describe('token header table', () => {
  it('covers every family', () => {
    expect(Object.keys(TOKEN_HEADERS).sort()).toEqual([...SERVICE_FAMILIES].sort());
  });

  it.each<[ServiceFamily, string | null]>([
    ['pro', 'HB-PRO-TOKEN'],
    ['uc', 'HB-UC-TOKEN'],
    ['otc', 'HB-OTC-TOKEN'],
    ['dm', 'HB-CONTRACT-TOKEN'],
    ['swap', 'HB-CONTRACT-TOKEN'],
    ['kyc', 'HB-KYC-TOKEN'],
    ['custody', null],
  ])('%s uses %s', (family, header) => {
    expect(TOKEN_HEADERS[family]).toBe(header);
  });

  it('uc uses the session header of lib/session/cookies', () => {
    expect(TOKEN_HEADERS.uc).toBe(UC_SESSION_HEADER);
  });

  it('adds the token only when one is known', () => {
    expect(tokenHeaders('pro', 'abc')).toEqual({ 'HB-PRO-TOKEN': 'abc' });
    expect(tokenHeaders('pro', undefined)).toEqual({});
    expect(tokenHeaders('pro', null)).toEqual({});
    expect(tokenHeaders('pro', '')).toEqual({});
    expect(tokenHeaders('custody', 'abc')).toEqual({});
  });
});

describe('API version header', () => {
  it('is 1.7 for pro and 1.1 for etf and vote', () => {
    expect(versionHeaders('pro')).toEqual({ 'HB-VERSION': '1.7' });
    expect(versionHeaders('etf')).toEqual({ 'HB-VERSION': '1.1' });
    expect(versionHeaders('vote')).toEqual({ 'HB-VERSION': '1.1' });
  });

  it('is absent for every other family', () => {
    const others = SERVICE_FAMILIES.filter((family) => !['pro', 'etf', 'vote'].includes(family));
    expect(others).toHaveLength(SERVICE_FAMILIES.length - 3);
    for (const family of others) expect(versionHeaders(family)).toEqual({});
    expect(Object.keys(API_VERSIONS).sort()).toEqual(['etf', 'pro', 'vote']);
  });
});

describe('buildRequestHeaders', () => {
  it('combines language, token and version', () => {
    expect(buildRequestHeaders('pro', { language: 'zh-cn', token: 't1' })).toEqual({
      'HB-LANG': 'zh-cn',
      'Accept-Language': 'zh-CN',
      'HB-PRO-TOKEN': 't1',
      'HB-VERSION': '1.7',
    });
    expect(buildRequestHeaders('custody', { language: 'zh-cn', token: 't1' })).toEqual({
      'HB-LANG': 'zh-cn',
      'Accept-Language': 'zh-CN',
    });
  });
});
