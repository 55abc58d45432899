// Commission rates as percent text (decimal.js, never floats) and the C2C application's rules.

import { describe, expect, it } from 'vitest';
import { C2C_MESSAGES, c2cApplySchema, formatCommissionRate, formatFollowers, validateLendingAmount, type C2cApplyValues } from '@/lib/crm';

describe('formatCommissionRate', () => {
  it.each([
    ['0.2', '20%'],
    ['0.325', '32.5%'],
    ['0.0005', '0.05%'],
    ['0.1', '10%'],
    ['0.3', '30%'],
    ['1', '100%'],
    ['0.00001', '0.001%'],
    ['0.000001', '0%'],
    ['abc', 'NaN'],
  ])('%s → %s', (rate, text) => {
    expect(formatCommissionRate(rate)).toBe(text);
  });

  it('groups follower thresholds', () => {
    expect(formatFollowers('200000')).toBe('200,000');
  });
});

describe('C2C application', () => {
  const good: C2cApplyValues = {
    applicantType: 'individual',
    name: ' 张三 ',
    contactPerson: '',
    contactType: 'phone',
    contact: '138 0013 8000',
    country: 'CN',
    lending: [{ currency: 'btc', amount: '0.50' }],
    experience: 'lt1',
    experienceNote: '在其他平台出借过比特币，约半年。',
    documents: ['https://files.mock.invalid/a.png'],
  };

  it('checks amounts against each currency’s minimum and precision', () => {
    expect(validateLendingAmount('usdt', '')).toBe(C2C_MESSAGES.amountRequired);
    expect(validateLendingAmount('usdt', '9999.99')).toBe('USDT 出借数量不能少于 10000');
    expect(validateLendingAmount('btc', '0.123456789')).toBe(C2C_MESSAGES.amountInvalid);
    expect(validateLendingAmount('eth', '-5')).toBe(C2C_MESSAGES.amountInvalid);
    expect(validateLendingAmount('eth', '5')).toBeNull();
    expect(validateLendingAmount('doge', '5')).toBe(C2C_MESSAGES.amountInvalid);
  });

  it('sends a good application normalised, without a contact person for a person', () => {
    const result = c2cApplySchema(['CN']).safeParse(good);
    expect(result.success && result.data).toMatchObject({ name: '张三', contact: '13800138000', lending: [{ currency: 'btc', amount: '0.5' }] });
    expect(result.success && 'contactPerson' in result.data).toBe(false);
  });

  it('names each problem at its field', () => {
    const result = c2cApplySchema(['CN']).safeParse({ ...good, applicantType: 'organisation', name: '', lending: [], experienceNote: '短', documents: [], country: 'US' });
    const messages = result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: '请输入机构名称',
      contactPerson: C2C_MESSAGES.contactPersonRequired,
      country: C2C_MESSAGES.countryRequired,
      lending: C2C_MESSAGES.lendingRequired,
      experienceNote: C2C_MESSAGES.noteTooShort,
      documents: C2C_MESSAGES.documentsRequired,
    });
  });
});
