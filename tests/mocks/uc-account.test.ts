// Licences, third-party bindings (with the mock authorisation page), country lists, the kv
// store (the sweep over every call is in uc-contracts.test.ts).

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  countrySchema,
  kvStoreEntrySchema,
  licenseStateSchema,
  thirdBindSchema,
  UC_CALLS,
} from '@/lib/contracts/uc';
import type { MockServer } from '@/mocks/server';
import { advanceClock, control, loginByEmail, startTestServer, uc } from './support';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

describe('licences', () => {
  it('defaults POTENTIALS to NOT_AGREED, LOGIN only for the unsigned accounts, other types to AGREED, per user', async () => {
    const trader = await loginByEmail(server, 'trader@example.com');
    const unsigned = await loginByEmail(server, 'unsigned10050@example.com');
    const other = await loginByEmail(server, 'unsigned10051@example.com');
    const state = async (session: string, type: string) =>
      licenseStateSchema.parse((await uc(server, UC_CALLS.licenseState.path(), { session, query: { type } })).body.data).state;
    expect(await state(trader.session, 'POTENTIALS')).toBe('NOT_AGREED');
    expect(await state(trader.session, 'LOGIN')).toBe('AGREED');
    expect(await state(trader.session, 'OTC')).toBe('AGREED');
    expect(await state(unsigned.session, 'LOGIN')).toBe('NOT_AGREED');

    const agreed = await uc(server, UC_CALLS.licenseAgree.path(), { session: unsigned.session, body: { type: 'LOGIN' } });
    expect(agreed.body).toMatchObject({ success: true, data: { type: 'LOGIN', state: 'AGREED' } });
    expect(await state(unsigned.session, 'LOGIN')).toBe('AGREED');
    expect(await state(other.session, 'LOGIN')).toBe('NOT_AGREED');
  });

  it('asks for the new-device check at every login of the new-device accounts, and of no other', async () => {
    const login = async (email: string) =>
      (await uc(server, UC_CALLS.login.path(), { body: { login_name: email, account_type: 'email', password: 'Trade1234' } })).body as { data: { status: string; verify_device?: boolean } };
    expect((await login('newdevice10052@example.com')).data).toMatchObject({ status: 'done', verify_device: true });
    expect((await login('newdevice10052@example.com')).data.verify_device).toBe(true);
    expect((await login('trader@example.com')).data.verify_device).toBeUndefined();
  });

  it('needs a session and a type', async () => {
    expect((await uc(server, UC_CALLS.licenseState.path(), { query: { type: 'LOGIN' } })).body.code).toBe(501);
    expect((await uc(server, UC_CALLS.licenseAgree.path(), { body: { type: 'LOGIN' } })).body.code).toBe(501);
    const { session } = await loginByEmail(server, 'trader@example.com');
    expect((await uc(server, UC_CALLS.licenseState.path(), { session })).body.code).toBe(400);
    expect((await uc(server, UC_CALLS.licenseAgree.path(), { session, body: { kind: 'LOGIN' } })).body.code).toBe(400);
  });
});

describe('third-party accounts', () => {
  interface ThirdLatest {
    state: string;
    platform: string;
    options: Array<{ code: string; identity: string; name: string }>;
  }

  async function authorise(platform: string, redirect?: string): Promise<{ url: string; latest: ThirdLatest }> {
    const answer = await uc<{ url: string; state: string }>(server, UC_CALLS.thirdAuthUrl.path(), {
      body: redirect ? { platform, redirect_uri: redirect } : { platform },
    });
    expect(answer.body.success).toBe(true);
    const latest = (await control<ThirdLatest>(server, 'GET', '/third/latest')).json;
    expect(latest.state).toBe(answer.body.data.state);
    return { url: answer.body.data.url, latest };
  }

  it('lists the bindings of the user: the GA user has Google bound', async () => {
    const { session } = await loginByEmail(server, 'sub@example.com');
    const list = z.array(thirdBindSchema).parse((await uc(server, UC_CALLS.thirdBindList.path(), { session })).body.data);
    expect(list).toEqual([
      { platform: 'google', bound: false },
      { platform: 'apple', bound: false },
      { platform: 'telegram', bound: false },
    ]);
    expect((await uc(server, UC_CALLS.thirdBindList.path())).body.code).toBe(501);
  });

  it('serves a mock authorisation page whose links go back to redirect_uri with code and state', async () => {
    const { url, latest } = await authorise('google', 'http://localhost:3000/zh-cn/third/callback/');
    expect(url).toBe(`${server.origin}/uc${UC_CALLS.thirdAuthorizePage.path()}?state=${latest.state}`);
    const page = await fetch(url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('模拟 Google 授权');
    const first = latest.options[0];
    if (!first) throw new Error('no option');
    expect(html).toContain(`http://localhost:3000/zh-cn/third/callback/?code=${first.code}&amp;state=${latest.state}`);
    // The seeded Google identity of the GA user is offered as well.
    expect(latest.options.map((option) => option.name)).toContain('ga.user@gmail.com');
    expect((await fetch(`${server.origin}/uc${UC_CALLS.thirdAuthorizePage.path()}?state=unknown`)).status).toBe(404);
  });

  it('logs the owner of a bound identity in through third/auth', async () => {
    const { latest } = await authorise('google');
    const bound = latest.options.find((option) => option.name === 'ga.user@gmail.com');
    if (!bound) throw new Error('seeded identity not offered');
    const answer = await uc(server, UC_CALLS.thirdAuth.path(), { body: { platform: 'google', code: bound.code, state: latest.state } });
    expect(answer.body).toMatchObject({ success: true, data: { status: 'done', ticket: expect.any(String), name: 'ga.user@gmail.com' } });
    expect((await uc(server, UC_CALLS.loginCheck.path(), { session: answer.session })).body).toMatchObject({ data: { uid: 10005 } });
    const records = (await control<{ records: Array<{ method: string }> }>(server, 'GET', '/login-records?uid=10005')).json.records;
    expect(records.map((record) => record.method)).toEqual(['third:google']);
    // The state works once.
    const again = await uc(server, UC_CALLS.thirdAuth.path(), { body: { platform: 'google', code: bound.code, state: latest.state } });
    expect(again.body.code).toBe(10030);
  });

  it('hands an unbound identity a token that binds it after login, then logs in with it', async () => {
    const { latest } = await authorise('telegram');
    const fresh = latest.options[0];
    if (!fresh) throw new Error('no option');
    const auth = await uc<{ status: string; third_token: string; name: string }>(server, UC_CALLS.thirdAuth.path(), {
      body: { platform: 'telegram', code: fresh.code, state: latest.state },
    });
    expect(auth.body.data).toMatchObject({ status: 'unbound', name: fresh.name, third_token: expect.any(String) });
    expect(auth.session).toBeUndefined();

    const { session } = await loginByEmail(server, 'trader@example.com');
    const bind = await uc(server, UC_CALLS.thirdBind.path(), { session, body: { platform: 'telegram', third_token: auth.body.data.third_token } });
    expect(bind.body).toMatchObject({ success: true, data: { platform: 'telegram', bound: true, name: fresh.name } });
    const list = (await uc<Array<{ platform: string; bound: boolean }>>(server, UC_CALLS.thirdBindList.path(), { session })).body.data;
    expect(list.find((entry) => entry.platform === 'telegram')).toEqual({ platform: 'telegram', bound: true, name: fresh.name });

    const next = await authorise('telegram');
    const mine = next.latest.options.find((option) => option.identity === fresh.identity);
    if (!mine) throw new Error('bound identity not offered');
    const login = await uc(server, UC_CALLS.thirdAuth.path(), { body: { platform: 'telegram', code: mine.code, state: next.latest.state } });
    expect((await uc(server, UC_CALLS.loginCheck.path(), { session: login.session })).body).toMatchObject({ data: { uid: 10001 } });
  });

  it('binds with code and state directly, refuses an identity bound elsewhere, and unbinds', async () => {
    const { session } = await loginByEmail(server, 'trader@example.com');
    const { latest } = await authorise('google');
    const [fresh, taken] = [latest.options[0], latest.options.find((option) => option.name === 'ga.user@gmail.com')];
    if (!fresh || !taken) throw new Error('options missing');
    const conflict = await uc(server, UC_CALLS.thirdBind.path(), { session, body: { platform: 'google', code: taken.code, state: latest.state } });
    expect(conflict.body.code).toBe(10013);
    // The state was used by the refused attempt.
    const used = await uc(server, UC_CALLS.thirdBind.path(), { session, body: { platform: 'google', code: fresh.code, state: latest.state } });
    expect(used.body.code).toBe(10030);

    const second = await authorise('google');
    const option = second.latest.options[0];
    if (!option) throw new Error('no option');
    const bound = await uc(server, UC_CALLS.thirdBind.path(), { session, body: { platform: 'google', code: option.code, state: second.latest.state } });
    expect(bound.body).toMatchObject({ success: true, data: { bound: true } });

    const unbound = await uc(server, UC_CALLS.thirdUnbind.path(), { session, body: { platform: 'google' } });
    expect(unbound.body).toMatchObject({ success: true, data: { platform: 'google', bound: false } });
    const list = (await uc<Array<{ platform: string; bound: boolean }>>(server, UC_CALLS.thirdBindList.path(), { session })).body.data;
    expect(list.every((entry) => !entry.bound)).toBe(true);
  });

  it('refuses expired states, wrong platforms, bad redirect URIs and visitors', async () => {
    const { latest } = await authorise('apple');
    const option = latest.options[0];
    if (!option) throw new Error('no option');
    expect((await uc(server, UC_CALLS.thirdAuth.path(), { body: { platform: 'google', code: option.code, state: latest.state } })).body.code).toBe(
      10030,
    );
    await advanceClock(server, 10 * 60_000 + 1);
    expect((await uc(server, UC_CALLS.thirdAuth.path(), { body: { platform: 'apple', code: option.code, state: latest.state } })).body.code).toBe(
      10030,
    );
    expect((await uc(server, UC_CALLS.thirdAuthUrl.path(), { body: { platform: 'apple', redirect_uri: 'javascript:alert(1)' } })).body.code).toBe(400);
    expect((await uc(server, UC_CALLS.thirdAuthUrl.path(), { body: { platform: 'myspace' } })).body.code).toBe(400);
    expect((await uc(server, UC_CALLS.thirdBind.path(), { body: { platform: 'apple', third_token: 'x' } })).body.code).toBe(501);
    expect((await uc(server, UC_CALLS.thirdUnbind.path(), { body: { platform: 'apple' } })).body.code).toBe(501);
    expect((await control(server, 'POST', '/reset')).status).toBe(200);
    expect((await control(server, 'GET', '/third/latest')).status).toBe(404);
  });
});

describe('country lists', () => {
  it('lists countries with Chinese names, dialling codes and ISO codes', async () => {
    const countries = z.array(countrySchema).parse((await uc(server, UC_CALLS.countryList.path())).body.data);
    expect(countries.length).toBeGreaterThanOrEqual(15);
    expect(countries).toContainEqual({ country_id: 37, name: '中国', area_code: '86', abbr: 'CN' });
    expect(countries.map((country) => country.area_code)).toEqual(expect.arrayContaining(['852', '1', '65', '81', '82', '44']));
    expect(new Set(countries.map((country) => country.country_id)).size).toBe(countries.length);
    expect((await uc(server, UC_CALLS.countryCodeList.path())).body.data).toEqual(countries);
    const register = z.array(countrySchema).parse((await uc(server, UC_CALLS.registerPhoneCountryList.path())).body.data);
    expect(register.length).toBeGreaterThan(10);
    expect(register.length).toBeLessThan(countries.length);
    expect(register.map((country) => country.abbr)).not.toContain('US');
  });
});

describe('kv store', () => {
  it('keeps values per user and answers an empty value for an unset key', async () => {
    const trader = await loginByEmail(server, 'trader@example.com');
    const sub = await loginByEmail(server, 'sub@example.com');
    const set = await uc(server, UC_CALLS.kvStoreSet.path(), { session: trader.session, body: { store_key: 'theme', store_value: 'dark' } });
    expect(kvStoreEntrySchema.parse(set.body.data)).toEqual({ store_key: 'theme', store_value: 'dark', website: 'web' });
    const get = (session: string, key: string) => uc(server, UC_CALLS.kvStoreGet.path(), { session, query: { store_key: key } });
    expect((await get(trader.session, 'theme')).body.data).toEqual({ store_key: 'theme', store_value: 'dark', website: 'web' });
    expect((await get(sub.session, 'theme')).body.data).toEqual({ store_key: 'theme', store_value: '', website: 'web' });
  });

  it('needs a session and a key', async () => {
    expect((await uc(server, UC_CALLS.kvStoreGet.path(), { query: { store_key: 'theme' } })).body.code).toBe(501);
    expect((await uc(server, UC_CALLS.kvStoreSet.path(), { body: { store_key: 'theme', store_value: 'x' } })).body.code).toBe(501);
    const { session } = await loginByEmail(server, 'trader@example.com');
    expect((await uc(server, UC_CALLS.kvStoreGet.path(), { session })).body.code).toBe(400);
    expect((await uc(server, UC_CALLS.kvStoreSet.path(), { session, body: { store_key: 'theme' } })).body.code).toBe(400);
    expect((await uc(server, UC_CALLS.kvStoreSet.path(), { session, body: { store_key: '', store_value: 'x' } })).body.code).toBe(400);
  });
});
