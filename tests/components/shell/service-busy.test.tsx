// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_BUSY_TEXT, ServiceBusy } from '@/components/shell/service-busy';

afterEach(cleanup);

describe('服务繁忙', () => {
  it('says the service is busy and offers a retry of the same page and the way home', () => {
    render(<ServiceBusy retryHref="/zh-cn/finance/account/?tab=spot" />);
    expect(screen.getByRole('alert').textContent).toContain(SERVICE_BUSY_TEXT.detail);
    expect(screen.getByRole('heading', { name: '服务繁忙' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '重试' }).getAttribute('href')).toBe('/zh-cn/finance/account/?tab=spot');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/zh-cn/');
  });
});
