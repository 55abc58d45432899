import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, planRequest, stripRscSuffix } from '@/lib/routing/request-plan';

const visitor = { search: '', hasSession: false };

describe('planRequest', () => {
  it('rejects oversized and malformed paths before anything else', () => {
    expect(planRequest({ ...visitor, pathname: `/zh-cn/${'a'.repeat(MAX_PATH_LENGTH)}` })).toEqual({ kind: 'reject', status: 404 });
    expect(planRequest({ ...visitor, pathname: '/zh-cn/%E0%A4%A/' })).toEqual({ kind: 'reject', status: 400 });
    expect(planRequest({ ...visitor, pathname: '/%/' })).toEqual({ kind: 'reject', status: 400 });
  });

  it('redirects a missing language with the stored, else browser, language and saves it', () => {
    expect(planRequest({ ...visitor, pathname: '/login/', search: '?a=1', acceptLanguage: 'zh-CN,zh;q=0.9' })).toEqual({
      kind: 'redirect',
      location: '/zh-cn/login/?a=1',
      status: 307,
      saveLanguage: 'zh-cn',
    });
    expect(planRequest({ ...visitor, pathname: '/', storedLanguage: 'zh-cn' })).toMatchObject({ location: '/zh-cn/' });
  });

  it('gates before the trailing-slash redirect, with the query in backUrl', () => {
    expect(planRequest({ ...visitor, pathname: '/zh-cn/transaction', search: '?x=1' })).toEqual({
      kind: 'redirect',
      location: '/zh-cn/login/?backUrl=%2Fzh-cn%2Ftransaction%3Fx%3D1',
      status: 307,
    });
    expect(planRequest({ ...visitor, pathname: '/zh-cn/user-center/security.rsc' })).toMatchObject({ kind: 'redirect', status: 307 });
    expect(planRequest({ ...visitor, pathname: '/zh-cn/user-center/security/', hasSession: true })).toEqual({ kind: 'next' });
  });

  it('adds the trailing slash to page paths only', () => {
    expect(planRequest({ ...visitor, pathname: '/zh-cn/cn/faq', search: '?q=1' })).toEqual({
      kind: 'redirect',
      location: '/zh-cn/cn/faq/?q=1',
      status: 308,
    });
    expect(planRequest({ ...visitor, pathname: '/zh-cn/cn/faq/' })).toEqual({ kind: 'next' });
    expect(planRequest({ ...visitor, pathname: '/zh-cn/icon.svg' })).toEqual({ kind: 'next' });
  });
});

describe('stripRscSuffix', () => {
  it('maps RSC payload forms to the page path', () => {
    expect(stripRscSuffix('/zh-cn/user-center/security.rsc')).toBe('/zh-cn/user-center/security');
    expect(stripRscSuffix('/zh-cn/user-center/security.prefetch.rsc')).toBe('/zh-cn/user-center/security');
    expect(stripRscSuffix('/zh-cn/user-center/security.segments/_tree.segment.rsc')).toBe('/zh-cn/user-center/security');
    expect(stripRscSuffix('/zh-cn/cn/')).toBe('/zh-cn/cn/');
  });
});
