// @vitest-environment jsdom
// A sub-account logs in by its name on the login page (it has neither email nor phone): the
// 子账户 choice, the name's own rule before any call, the mock's real login answering the
// name, and the parent's lock or login switch refusing it with its own text while the name
// stays typed.

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/components/session/login-form';
import { NAME_PROBLEM_TEXT, SUB_ACCOUNT_LOCKED_LOGIN_TEXT, SUB_ACCOUNT_LOGIN_DISABLED_TEXT } from '@/lib/sub-account';
import { VALIDATION_MESSAGES } from '@/lib/validation/messages';
import { DEMO_PASSWORD } from '@/mocks/db';
import { renderWithQueryClient } from '../../support/render';
import { setUpSubAccountTests } from './harness';

setUpSubAccountTests(() => ({}));
afterEach(cleanup);

function setup() {
  const navigate = vi.fn();
  renderWithQueryClient(<LoginForm returnTo="/zh-cn/finance/account/" navigate={navigate} />);
  fireEvent.click(screen.getByRole('radio', { name: '子账户' }));
  const name = screen.getByRole<HTMLInputElement>('textbox', { name: '子账户名称' });
  const password = screen.getByLabelText<HTMLInputElement>('密码', { exact: true });
  return {
    navigate,
    name,
    login: (value: string, secret = DEMO_PASSWORD) => {
      fireEvent.change(name, { target: { value } });
      fireEvent.change(password, { target: { value: secret } });
      fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    },
  };
}

describe('login by a sub-account name', () => {
  it('refuses an empty name and one that cannot be a name before calling', async () => {
    const { login, name, navigate } = setup();
    login('');
    expect(await screen.findByText(VALIDATION_MESSAGES.accountRequired)).toBeTruthy();
    login('9desk');
    expect(await screen.findByText(NAME_PROBLEM_TEXT.format)).toBeTruthy();
    expect(name.value).toBe('9desk');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs a sub-account in by its name, in any case', async () => {
    const { login, navigate } = setup();
    login('ALPHADESK01');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zh-cn/finance/account/'));
  });

  it('answers a wrong password as for any account', async () => {
    const { login, name, navigate } = setup();
    login('alphaDesk01', 'Wrong12345');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(name.value).toBe('alphaDesk01');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tells a locked sub-account, and one whose login is off, why it cannot log in', async () => {
    const { login, name, navigate } = setup();
    login('gammaLocked');
    expect((await screen.findByRole('alert')).textContent).toBe(SUB_ACCOUNT_LOCKED_LOGIN_TEXT);
    login('deltaNoLogin');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SUB_ACCOUNT_LOGIN_DISABLED_TEXT));
    expect(name.value).toBe('deltaNoLogin');
    expect(navigate).not.toHaveBeenCalled();
  });
});
