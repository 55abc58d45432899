// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/components/shell/site-footer';
import { BRAND } from '@/lib/routing/manifest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SiteFooter', () => {
  it('dates the copyright line by the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T05:06:07Z'));
    render(<SiteFooter />);
    expect(screen.getByRole('contentinfo').textContent).toBe(`© 2031 ${BRAND} 版权所有`);
  });

  it('takes the year of the date it is given', () => {
    render(<SiteFooter now={new Date(2029, 0, 1)} />);
    expect(screen.getByText(`© 2029 ${BRAND} 版权所有`)).toBeTruthy();
  });
});
