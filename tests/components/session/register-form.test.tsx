// @vitest-environment jsdom
// The register form offers the dialling codes a phone number may register with
// (register/phone/country/list), not every code of country_code/list.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RegisterForm } from '@/components/session/register-form';
import { LoginForm } from '@/components/session/login-form';
import { configureHttp } from '@/services/http';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';
import { startTestServer } from '../../services/http/test-server';

const server = startTestServer();
const ucBase = () => `${window.location.origin}/-/x/uc`;
const ok = (data: unknown) => HttpResponse.json({ success: true, code: 200, message: '', data });

const CN = { country_id: 37, name: '中国', area_code: '86', abbr: 'CN' };
const HK = { country_id: 128, name: '中国香港', area_code: '852', abbr: 'HK' };
const US = { country_id: 205, name: '美国', area_code: '1', abbr: 'US' };

beforeEach(() => {
  configureHttp({ baseUrls: { uc: ucBase() } });
  server.use(
    onPageCall(UC_CALLS.countryCodeList, () => ok([CN, HK, US])),
    onPageCall(UC_CALLS.registerPhoneCountryList, () => ok([CN, HK])),
  );
});
afterEach(cleanup);

async function countryOptions(): Promise<string[]> {
  fireEvent.click(screen.getByRole('radio', { name: '手机' }));
  const select = await screen.findByRole('combobox', { name: '国家或地区' });
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('phone country codes', () => {
  it('register offers the registration list only', async () => {
    renderWithQueryClient(<RegisterForm returnTo="/zh-cn/" agreementHref="/zh-cn/cn/agreement/useragreement/" />);
    expect(await countryOptions()).toEqual(['中国 +86', '中国香港 +852']);
  });

  it('login keeps every dialling code', async () => {
    renderWithQueryClient(<LoginForm returnTo="/zh-cn/" navigate={() => undefined} />);
    expect(await countryOptions()).toEqual(['中国 +86', '中国香港 +852', '美国 +1']);
  });
});
