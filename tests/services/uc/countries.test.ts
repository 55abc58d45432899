// The dialling-code lists against the mock's real handlers: every code for login and reset,
// the registration list (without the countries whose phones cannot register) for register.
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { fetchCountryCodes, fetchRegisterPhoneCountries } from '@/services/uc/countries';
import { PHONE_REGISTER_EXCLUDED_IDS } from '@/mocks/db/countries';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';

withMswServer();

beforeEach(() => {
  resetHttpConfig();
  configureHttp({ baseUrls: testBaseUrls() });
});

describe('country code lists', () => {
  it('register/phone/country/list leaves out the countries whose phones cannot register', async () => {
    const all = await fetchCountryCodes();
    const register = await fetchRegisterPhoneCountries();
    if (!all.success || !register.success) throw new Error('a list failed');
    const registerIds = register.data.map((country) => country.country_id);
    expect(registerIds).toContain(37);
    for (const id of PHONE_REGISTER_EXCLUDED_IDS) {
      expect(all.data.map((country) => country.country_id)).toContain(id);
      expect(registerIds).not.toContain(id);
    }
  });
});
