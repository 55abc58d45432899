// @vitest-environment jsdom
// A sub-account's own session where a parent manages sub-accounts: the notice, then what it may
// do from its own calls (the margin authorities, the asset-page visibility) against the mock's
// real handlers, each closed line with the reason its gate shows, and the accounts its parent hid.

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubAccountListScreen } from '@/components/sub-account/sub-account-list-screen';
import { ASSET_BIZ_TYPES } from '@/lib/contracts/pro/user-state';
import type { UserInfo } from '@/lib/contracts/uc/session';
import { createSession, db } from '@/mocks/db';
import { SEEDED_SUBS } from '@/mocks/db/sub-accounts';
import { configureHttp } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { proTokenOf } from '../../support/pro-login';
import { renderWithQueryClient } from '../../support/render';
import { setUpSubAccountTests } from './harness';

const SUB = SEEDED_SUBS.withAssets;
const { baseUrls } = setUpSubAccountTests();
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

function line(key: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-testid="own-access-line"][data-key="${key}"]`);
  if (found === null) throw new Error(`no line ${key}`);
  return found;
}

describe('a sub-account’s own permissions', () => {
  it('shows each line open or closed with its reason, and the accounts the parent hid', async () => {
    const tokens: Record<string, string> = { uc: createSession(SUB).token, pro: proTokenOf(SUB) };
    configureHttp({ baseUrls, getToken: (family) => tokens[family] ?? null });
    const record = db.subAccounts.records.get(SUB);
    if (!record) throw new Error('no record');
    record.margin = 'open';
    db.finance.hiddenBizTypes.set(SUB, new Set([ASSET_BIZ_TYPES.earn]));
    sessionStore.setState({ user: { uid: SUB, user_type: 2 } as UserInfo });
    renderWithQueryClient(<SubAccountListScreen lang="zh-cn" />);

    expect(screen.getByTestId('sub-account-not-parent').textContent).toContain('子账户不能管理子账户');
    await waitFor(() => expect(line('margin').getAttribute('data-open')).toBe('true'));
    expect(line('superMargin').getAttribute('data-open')).toBe('false');
    expect(line('superMargin').textContent).toContain('子账户未开通杠杆交易权限');
    expect(line('withdraw').textContent).toContain('子账户暂不支持提币');
    expect(line('manage').textContent).toContain('仅母账户可管理子账户');
    await waitFor(() => expect(screen.getByTestId('own-access-hidden').textContent).toBe('理财账户：母账户已设为不可见'));
    const panel = screen.getByTestId('sub-account-own-access');
    expect(within(panel).getByRole('link', { name: '币币交易' }).getAttribute('href')).toBe('/zh-cn/exchange/btc_usdt/');
    expect(within(panel).getByRole('link', { name: '资金划转' }).getAttribute('href')).toBe('/zh-cn/finance/transfer/');
  });
});
