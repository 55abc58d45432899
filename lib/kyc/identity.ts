// Rules of the basic KYC form (身份认证, cn/kyc; the spec names the KYC calls but no fields, so
// the fields and rules are this project's): nationality from the account service's country list,
// the name as on the document, the document type (身份证, 护照, 驾照) and its number, checked per
// type, and the birth date (18 or older). One rule set for the form (zod + react-hook-form) and
// the mock's check of a submitted basic step.

import * as z from 'zod/mini';
import { normalizeText } from '@/lib/validation/normalize';

export const KYC_ID_TYPES = ['id_card', 'passport', 'driving_licence'] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];
export const KYC_ID_TYPE_LABELS: Readonly<Record<KycIdType, string>> = { id_card: '身份证', passport: '护照', driving_licence: '驾照' };

/** The country whose identity cards carry the 18-character resident number (GB 11643). */
export const RESIDENT_ID_COUNTRY = 'CN';
export const KYC_NAME_MAX = 50;
export const KYC_MIN_AGE = 18;
export const KYC_MAX_AGE = 120;

export const KYC_MESSAGES = {
  countryRequired: '请选择国籍/地区',
  nameRequired: '请输入证件上的姓名',
  nameTooLong: `姓名不能超过 ${KYC_NAME_MAX} 个字符`,
  nameInvalid: '姓名只能包含文字、字母、空格、“·”、“-”和“.”',
  idNumberRequired: '请输入证件号码',
  residentIdInvalid: '身份证号码应为 18 位，最后一位可以是数字或 X',
  residentIdChecksum: '身份证号码有误，请核对后重新输入',
  residentIdBirthMismatch: '身份证号码与出生日期不一致',
  nationalIdInvalid: '证件号码应为 5–20 位字母或数字',
  passportInvalid: '护照号码应为 6–9 位字母或数字',
  drivingLicenceInvalid: '驾照号码应为 5–20 位字母或数字',
  birthDateRequired: '请选择出生日期',
  birthDateInvalid: '出生日期格式不正确',
  birthDateFuture: '出生日期不能晚于今天',
  underage: `未满 ${KYC_MIN_AGE} 周岁不能进行身份认证`,
  tooOld: '出生日期有误，请核对后重新选择',
} as const;

// Letters of any script, combining marks, spaces, the middle dot and - . '
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} ·•.'-]*$/u;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

/** Upper case, without spaces and full-width forms: what is checked and sent. */
export function normalizeIdNumber(value: string): string {
  return value
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** Single spaces inside, none around. */
export function normalizeName(value: string): string {
  return normalizeText(value).replace(/\s+/g, ' ');
}

export function validateName(value: string): string | null {
  const name = normalizeName(value);
  if (name === '') return KYC_MESSAGES.nameRequired;
  if (name.length > KYC_NAME_MAX) return KYC_MESSAGES.nameTooLong;
  return NAME_PATTERN.test(name) ? null : KYC_MESSAGES.nameInvalid;
}

/** The resident number's check character (GB 11643) of its first 17 digits. */
export function residentIdCheckCharacter(first17: string): string {
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * (WEIGHTS[index] ?? 0), 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

/** YYYY-MM-DD of a resident number's birth digits. */
export function residentIdBirthDate(idNumber: string): string {
  return `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
}

/**
 * The message of a document number, or null. A Chinese identity card is the 18-character
 * resident number with its check character, whose birth digits match the birth date given
 * (when one is); other identity cards and driving licences 5–20 letters or digits; passports
 * 6–9.
 */
export function validateIdNumber(idType: KycIdType, raw: string, country: string, birthDate?: string): string | null {
  const value = normalizeIdNumber(raw);
  if (value === '') return KYC_MESSAGES.idNumberRequired;
  if (idType === 'passport') return /^[A-Z0-9]{6,9}$/.test(value) ? null : KYC_MESSAGES.passportInvalid;
  if (idType === 'driving_licence') return /^[A-Z0-9]{5,20}$/.test(value) ? null : KYC_MESSAGES.drivingLicenceInvalid;
  if (country !== RESIDENT_ID_COUNTRY) return /^[A-Z0-9]{5,20}$/.test(value) ? null : KYC_MESSAGES.nationalIdInvalid;
  if (!/^\d{17}[\dX]$/.test(value)) return KYC_MESSAGES.residentIdInvalid;
  if (residentIdCheckCharacter(value.slice(0, 17)) !== value[17] || parseDay(residentIdBirthDate(value)) === null) return KYC_MESSAGES.residentIdChecksum;
  if (birthDate && parseDay(birthDate) !== null && residentIdBirthDate(value) !== birthDate) return KYC_MESSAGES.residentIdBirthMismatch;
  return null;
}

interface Day {
  year: number;
  month: number;
  day: number;
}

/** A real calendar day written YYYY-MM-DD, else null. */
export function parseDay(text: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** Whole years from `birth` to `today` (a birthday counts on its day). */
export function ageOn(birth: Day, today: Day): number {
  const before = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (before ? 1 : 0);
}

/** YYYY-MM-DD of an instant in UTC+8, the service's day. */
export function serviceDay(epochMs: number): string {
  return new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function validateBirthDate(text: string, today: string): string | null {
  if (text.trim() === '') return KYC_MESSAGES.birthDateRequired;
  const birth = parseDay(text.trim());
  const now = parseDay(today);
  if (!birth || !now) return KYC_MESSAGES.birthDateInvalid;
  const age = ageOn(birth, now);
  if (text.trim() > today) return KYC_MESSAGES.birthDateFuture;
  if (age < KYC_MIN_AGE) return KYC_MESSAGES.underage;
  return age > KYC_MAX_AGE ? KYC_MESSAGES.tooOld : null;
}

const text = () => z.prefault(z.string(), '');

const basicShape = z.object({
  country: text(),
  fullName: text(),
  idType: z.enum(KYC_ID_TYPES),
  idNumber: text(),
  birthDate: text(),
});
export type KycBasicValues = z.input<typeof basicShape>;
export interface KycBasicInfo {
  country: string;
  fullName: string;
  idType: KycIdType;
  idNumber: string;
  birthDate: string;
}

type Issue = { path: string[]; message: string };

/** Every problem of the basic information, one per field, in form order. */
export function kycBasicProblems(values: z.output<typeof basicShape>, countryCodes: readonly string[], today: string): Issue[] {
  const issues: Issue[] = [];
  if (values.country === '' || !countryCodes.includes(values.country)) issues.push({ path: ['country'], message: KYC_MESSAGES.countryRequired });
  const name = validateName(values.fullName);
  if (name) issues.push({ path: ['fullName'], message: name });
  const idNumber = validateIdNumber(values.idType, values.idNumber, values.country, values.birthDate.trim());
  if (idNumber) issues.push({ path: ['idNumber'], message: idNumber });
  const birth = validateBirthDate(values.birthDate, today);
  if (birth) issues.push({ path: ['birthDate'], message: birth });
  return issues;
}

/** The basic step's schema: every rule above as its field's message, then the values as sent. */
export function kycBasicSchema(countryCodes: readonly string[], today: string) {
  return z.pipe(
    basicShape.check(
      z.superRefine((values, ctx) => {
        for (const issue of kycBasicProblems(values, countryCodes, today)) ctx.addIssue({ code: 'custom', ...issue });
      }),
    ),
    z.transform(
      (values): KycBasicInfo => ({
        country: values.country,
        fullName: normalizeName(values.fullName),
        idType: values.idType,
        idNumber: normalizeIdNumber(values.idNumber),
        birthDate: values.birthDate.trim(),
      }),
    ),
  );
}

/** A document number as shown back: the first and last two characters, the rest hidden. */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length <= 4) return '*'.repeat(idNumber.length);
  return `${idNumber.slice(0, 2)}${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-2)}`;
}
