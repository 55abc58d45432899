// The KOL application's rules under the form configuration: required fields named by their
// label, contact formats per kind, platforms (at least one, account and count together, the
// follower minimum), share codes, and the application as it is sent.

import { describe, expect, it } from 'vitest';
import { KOL_MESSAGES, SHARE_CODE_MESSAGES, emptyKolForm, isCheckableShareCode, kolApplicationSchema, kolContactKey, normalizeShareCode, validateShareCode, type KolFormValues } from '@/lib/crm';
import { firstMessage } from '@/lib/validation';
import { KOL_FORM_CONFIG } from '@/mocks/db/crm';

const schema = kolApplicationSchema(KOL_FORM_CONFIG, ['CN', 'SG']);

function filled(overrides: Partial<KolFormValues> = {}): KolFormValues {
  const form = emptyKolForm(KOL_FORM_CONFIG);
  return {
    ...form,
    name: ' 小林说币 ',
    contact: 'xiaolin@example.com',
    country: 'SG',
    platforms: form.platforms.map((row) => (row.platform === 'bilibili' ? { ...row, handle: ' 小林 ', followers: '１２,０００' } : row)),
    intro: '每周两期行情复盘与交易所教程，受众主要在新加坡。',
    ...overrides,
  };
}

function messages(values: KolFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('kolApplicationSchema', () => {
  it('names every empty required field by its label', () => {
    expect(messages(emptyKolForm(KOL_FORM_CONFIG))).toEqual({
      name: '请输入姓名或昵称',
      contact: KOL_MESSAGES.contactRequired,
      country: '请选择所在国家/地区',
      platforms: KOL_MESSAGES.platformsRequired,
      intro: '请输入受众与内容简介',
    });
  });

  it('checks each contact kind by its own format', () => {
    expect(messages(filled({ contact: 'not-an-email' })).contact).toBe('邮箱地址格式不正确，请重新输入');
    expect(messages(filled({ contactType: 'phone', contact: '12ab' })).contact).toBe('手机号格式不正确，请重新输入');
    expect(messages(filled({ contactType: 'telegram', contact: '@abc' })).contact).toBe(KOL_MESSAGES.telegramInvalid);
    expect(messages(filled({ contactType: 'telegram', contact: '@coin_lin' }))).toEqual({});
  });

  it('wants an account and a whole count together on a platform, and one platform at the minimum', () => {
    const rows = emptyKolForm(KOL_FORM_CONFIG).platforms;
    const withRow = (index: number, handle: string, followers: string) => rows.map((row, i) => (i === index ? { ...row, handle, followers } : row));
    expect(messages(filled({ platforms: withRow(0, 'channel', '') }))['platforms.0.followers']).toBe(KOL_MESSAGES.followersRequired);
    expect(messages(filled({ platforms: withRow(1, '', '5000') }))['platforms.1.handle']).toBe(KOL_MESSAGES.handleRequired);
    expect(messages(filled({ platforms: withRow(2, 'group', '1.5万') }))['platforms.2.followers']).toBe(KOL_MESSAGES.followersInvalid);
    expect(messages(filled({ platforms: withRow(2, 'group', '999') })).platforms).toBe(KOL_MESSAGES.followersTooFew('1000'));
    expect(messages(filled({ platforms: withRow(2, 'group', '1000') }))).toEqual({});
  });

  it('limits the intro by the configured lengths and refuses a country off the list', () => {
    expect(messages(filled({ intro: '太短了' })).intro).toBe('受众与内容简介至少需要 20 个字');
    expect(messages(filled({ intro: '长'.repeat(501) })).intro).toBe('受众与内容简介不能超过 500 个字符');
    expect(messages(filled({ country: 'XX' })).country).toBe('请选择所在国家/地区');
  });

  it('sends the application trimmed, with only the filled platforms and a normalised code', () => {
    const result = schema.safeParse(filled({ shareCode: ' htkol８８８ ' }));
    expect(result.success && result.data).toEqual({
      name: '小林说币',
      contactType: 'email',
      contact: 'xiaolin@example.com',
      country: 'SG',
      platforms: [{ platform: 'bilibili', handle: '小林', followers: '12000' }],
      intro: '每周两期行情复盘与交易所教程，受众主要在新加坡。',
      shareCode: 'HTKOL888',
    });
    const telegram = schema.safeParse(filled({ contactType: 'telegram', contact: '@coin_lin' }));
    expect(telegram.success && telegram.data.contact).toBe('coin_lin');
  });

  it('keys a contact so that the same one written differently is the same', () => {
    expect(kolContactKey('email', ' A@Example.com')).toBe(kolContactKey('email', 'a@example.com'));
    expect(kolContactKey('telegram', '@Coin_Lin')).toBe(kolContactKey('telegram', 'coin_lin'));
    expect(kolContactKey('phone', '138 0013 8000')).toBe('phone:13800138000');
  });
});

describe('share codes', () => {
  it('are optional, 6 to 10 letters or digits, read in any case and width', () => {
    expect(validateShareCode('')).toBeNull();
    expect(validateShareCode('abc12')).toBe(SHARE_CODE_MESSAGES.format);
    expect(validateShareCode('HT-KOL88')).toBe(SHARE_CODE_MESSAGES.format);
    expect(normalizeShareCode(' ｈｔｋｏｌ８８８ ')).toBe('HTKOL888');
    expect(isCheckableShareCode('htkol888')).toBe(true);
    expect(isCheckableShareCode('')).toBe(false);
    expect(firstMessage(schema, filled({ shareCode: 'X' }))).toBe(SHARE_CODE_MESSAGES.format);
  });
});
