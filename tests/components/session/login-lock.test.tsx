// @vitest-environment jsdom
// The login form against the mock's real login: five wrong tries at an account that does not
// exist lock it like a known one, and the form says until when, with what was typed kept.

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/components/session/login-form';
import { db } from '@/mocks/db';
import { renderWithQueryClient } from '../../support/render';
import { setUpSubAccountTests } from '../sub-account/harness';

setUpSubAccountTests(() => ({}));
afterEach(cleanup);

describe('login lock', () => {
  it('says until when an unknown account is locked after five wrong tries, keeping what was typed', async () => {
    const navigate = vi.fn();
    renderWithQueryClient(<LoginForm returnTo="/zh-cn/finance/account/" navigate={navigate} />);
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: '邮箱' });
    fireEvent.change(email, { target: { value: 'nobody-here@example.com' } });
    fireEvent.change(screen.getByLabelText('密码', { exact: true }), { target: { value: 'Wrong12345' } });
    const tries = db.auth.loginRecords.length;
    for (let i = 1; i <= 5; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
      await waitFor(() => expect(db.auth.loginRecords.length).toBe(tries + i));
    }
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^错误次数过多，账户已锁定至 \d{2}:\d{2}$/));
    expect(email.value).toBe('nobody-here@example.com');
    expect(navigate).not.toHaveBeenCalled();
  });
});
