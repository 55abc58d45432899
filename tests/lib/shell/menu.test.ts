import { describe, expect, it } from 'vitest';
import { headerMenu } from '@/lib/shell/menu';

describe('headerMenu', () => {
  it('sends a visitor from Assets to login with backUrl, a user straight to assets', () => {
    expect(headerMenu('zh-cn', false).assets.href).toBe('/zh-cn/login/?backUrl=%2Fzh-cn%2Ffinance%2Faccount%2F');
    expect(headerMenu('zh-cn', true).assets.href).toBe('/zh-cn/finance/account/');
  });

  it('has Home and the About submenu of three agreements opening in a new tab', () => {
    const menu = headerMenu('zh-cn', false);
    expect(menu.home).toEqual({ label: '首页', href: '/zh-cn/' });
    expect(menu.about.label).toBe('关于资产托管');
    expect(menu.about.links).toEqual([
      { label: '账户管理费', href: '/zh-cn/cn/agreement/accountfee/', external: true },
      { label: '用户协议', href: '/zh-cn/cn/agreement/useragreement/', external: true },
      { label: '隐私政策', href: '/zh-cn/cn/agreement/privacy/', external: true },
    ]);
  });
});
