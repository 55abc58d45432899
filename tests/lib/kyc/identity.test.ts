import { describe, expect, it } from 'vitest';
import {
  KYC_MESSAGES,
  kycBasicSchema,
  maskIdNumber,
  normalizeIdNumber,
  residentIdCheckCharacter,
  serviceDay,
  validateBirthDate,
  validateIdNumber,
  validateName,
} from '@/lib/kyc/identity';

const ID = '11010519491231002X';
const TODAY = '2025-06-01';

describe('document numbers', () => {
  it('checks a Chinese identity card by length, check character and birth digits', () => {
    expect(residentIdCheckCharacter(ID.slice(0, 17))).toBe('X');
    expect(validateIdNumber('id_card', ID, 'CN')).toBeNull();
    expect(validateIdNumber('id_card', ' 11010519491231002x ', 'CN', '1949-12-31')).toBeNull();
    expect(validateIdNumber('id_card', '', 'CN')).toBe(KYC_MESSAGES.idNumberRequired);
    expect(validateIdNumber('id_card', '1101051949123100', 'CN')).toBe(KYC_MESSAGES.residentIdInvalid);
    expect(validateIdNumber('id_card', '110105194912310021', 'CN')).toBe(KYC_MESSAGES.residentIdChecksum);
    expect(validateIdNumber('id_card', ID, 'CN', '1950-01-01')).toBe(KYC_MESSAGES.residentIdBirthMismatch);
  });

  it('takes full-width characters and spaces as typed with a Chinese IME', () => {
    expect(normalizeIdNumber('１１０１ 0519491231002ｘ')).toBe(ID);
  });

  it('checks other identity cards, passports and driving licences by their patterns', () => {
    expect(validateIdNumber('id_card', 'S1234567D', 'SG')).toBeNull();
    expect(validateIdNumber('id_card', 'S1', 'SG')).toBe(KYC_MESSAGES.nationalIdInvalid);
    expect(validateIdNumber('passport', 'e12345678', 'CN')).toBeNull();
    expect(validateIdNumber('passport', 'E1234567890', 'CN')).toBe(KYC_MESSAGES.passportInvalid);
    expect(validateIdNumber('passport', 'E12-345', 'CN')).toBe(KYC_MESSAGES.passportInvalid);
    expect(validateIdNumber('driving_licence', ID, 'CN')).toBeNull();
    expect(validateIdNumber('driving_licence', 'AB/12345', 'US')).toBe(KYC_MESSAGES.drivingLicenceInvalid);
  });

  it('masks a number for showing back', () => {
    expect(maskIdNumber(ID)).toBe('11**************2X');
    expect(maskIdNumber('ABC')).toBe('***');
  });
});

describe('names and birth dates', () => {
  it('takes names in any script with the usual separators', () => {
    expect(validateName('张三')).toBeNull();
    expect(validateName('  阿卜杜·热合曼 ')).toBeNull();
    expect(validateName("Mary-Jane O'Neil")).toBeNull();
    expect(validateName('  ')).toBe(KYC_MESSAGES.nameRequired);
    expect(validateName('张三123')).toBe(KYC_MESSAGES.nameInvalid);
    expect(validateName('<b>x</b>')).toBe(KYC_MESSAGES.nameInvalid);
    expect(validateName('a'.repeat(51))).toBe(KYC_MESSAGES.nameTooLong);
  });

  it('needs a real day, not in the future, 18 to 120 years ago', () => {
    expect(validateBirthDate('', TODAY)).toBe(KYC_MESSAGES.birthDateRequired);
    expect(validateBirthDate('2001-02-29', TODAY)).toBe(KYC_MESSAGES.birthDateInvalid);
    expect(validateBirthDate('2030-01-01', TODAY)).toBe(KYC_MESSAGES.birthDateFuture);
    expect(validateBirthDate('2007-06-01', TODAY)).toBeNull();
    expect(validateBirthDate('2007-06-02', TODAY)).toBe(KYC_MESSAGES.underage);
    expect(validateBirthDate('1900-01-01', TODAY)).toBe(KYC_MESSAGES.tooOld);
  });

  it('counts the service day in UTC+8', () => {
    expect(serviceDay(Date.UTC(2025, 4, 31, 16, 30))).toBe('2025-06-01');
  });
});

describe('kycBasicSchema', () => {
  const schema = kycBasicSchema(['CN', 'SG'], TODAY);

  it('gives each field its message', () => {
    const result = schema.safeParse({ country: 'XX', fullName: '', idType: 'id_card', idNumber: '123', birthDate: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      country: KYC_MESSAGES.countryRequired,
      fullName: KYC_MESSAGES.nameRequired,
      idNumber: KYC_MESSAGES.nationalIdInvalid,
      birthDate: KYC_MESSAGES.birthDateRequired,
    });
  });

  it('sends the values normalised', () => {
    expect(schema.parse({ country: 'CN', fullName: ' 张  三 ', idType: 'id_card', idNumber: '11010519491231002x', birthDate: '1949-12-31' })).toEqual({
      country: 'CN',
      fullName: '张 三',
      idType: 'id_card',
      idNumber: ID,
      birthDate: '1949-12-31',
    });
  });
});
