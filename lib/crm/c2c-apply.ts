// The C2C lending participant application (C2C 借贷申请, cn/c2c-c3-apply; the spec names the
// route only, so the fields and rules are this project's): who applies (a person or an
// organisation), how to reach them, where they are, which currencies they mean to lend and how
// much of each (at least the currency's minimum), their lending experience, and proof of funds
// and identity uploaded as images. One rule set for the form (zod + react-hook-form) and the
// mock's checks of a submitted application.

import * as z from 'zod/mini';
import { toDecimal } from '@/lib/decimal';
import { normalizeText, validateEmail, validatePhone, normalizeDigits } from '@/lib/validation';

export const C2C_APPLICANT_TYPES = ['individual', 'organisation'] as const;
export type C2cApplicantType = (typeof C2C_APPLICANT_TYPES)[number];
export const C2C_APPLICANT_LABELS: Readonly<Record<C2cApplicantType, string>> = { individual: '个人', organisation: '机构' };

export const C2C_EXPERIENCE_LEVELS = ['none', 'lt1', '1to3', 'gt3'] as const;
export type C2cExperience = (typeof C2C_EXPERIENCE_LEVELS)[number];
export const C2C_EXPERIENCE_LABELS: Readonly<Record<C2cExperience, string>> = {
  none: '无借贷经验',
  lt1: '1 年以下',
  '1to3': '1 至 3 年',
  gt3: '3 年以上',
};

export const C2C_APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type C2cApplicationState = (typeof C2C_APPLICATION_STATES)[number];
export const C2C_STATE_LABELS: Readonly<Record<C2cApplicationState, string>> = { pending: '审核中', approved: '已通过', rejected: '未通过' };

/** Currencies a participant can lend, with the least amount of each an application names. */
export const C2C_LENDING_CURRENCIES = [
  { currency: 'usdt', minAmount: '10000' },
  { currency: 'usdc', minAmount: '10000' },
  { currency: 'btc', minAmount: '0.5' },
  { currency: 'eth', minAmount: '5' },
] as const;
export type C2cLendingCurrency = (typeof C2C_LENDING_CURRENCIES)[number]['currency'];
/** Decimal places an amount may have. */
export const C2C_AMOUNT_PRECISION = 8;

export const C2C_NAME_MAX = 60;
export const C2C_NOTE_MIN = 10;
export const C2C_NOTE_MAX = 500;
export const C2C_MAX_DOCUMENTS = 5;

export const C2C_MESSAGES = {
  nameRequired: { individual: '请输入真实姓名', organisation: '请输入机构名称' },
  nameTooLong: `名称不能超过 ${C2C_NAME_MAX} 个字符`,
  contactPersonRequired: '请输入机构联系人',
  contactRequired: '请输入联系方式',
  countryRequired: '请选择国家/地区',
  lendingRequired: '请至少选择一个出借币种并填写数量',
  amountRequired: '请输入出借数量',
  amountInvalid: '请输入有效的数量',
  amountBelowMin: (currency: string, min: string) => `${currency.toUpperCase()} 出借数量不能少于 ${min}`,
  noteTooShort: `请用至少 ${C2C_NOTE_MIN} 个字描述您的借贷经验或资金来源`,
  noteTooLong: `描述不能超过 ${C2C_NOTE_MAX} 个字符`,
  documentsRequired: '请上传至少一份证明材料',
  documentsTooMany: `最多上传 ${C2C_MAX_DOCUMENTS} 份证明材料`,
  documentsUploading: '请等待证明材料上传完成',
} as const;

export function minAmountOf(currency: string): string | null {
  return C2C_LENDING_CURRENCIES.find((entry) => entry.currency === currency)?.minAmount ?? null;
}

/** The message of one lending amount, or null: a positive decimal of at most 8 places, not below the minimum. */
export function validateLendingAmount(currency: string, amount: string): string | null {
  const text = amount.trim();
  if (text === '') return C2C_MESSAGES.amountRequired;
  const value = toDecimal(text);
  const min = minAmountOf(currency);
  if (value === null || !value.isPositive() || value.isZero() || value.decimalPlaces() > C2C_AMOUNT_PRECISION || min === null) return C2C_MESSAGES.amountInvalid;
  return value.lessThan(min) ? C2C_MESSAGES.amountBelowMin(currency, min) : null;
}

const text = () => z.prefault(z.string(), '');

/** The form's values (and, once normalised, the application that is sent). */
const c2cShape = z.object({
  applicantType: z.enum(C2C_APPLICANT_TYPES),
  name: text(),
  contactPerson: text(),
  contactType: z.enum(['email', 'phone']),
  contact: text(),
  country: text(),
  lending: z.array(z.object({ currency: z.string(), amount: text() })),
  experience: z.enum(C2C_EXPERIENCE_LEVELS),
  experienceNote: text(),
  documents: z.array(z.string()),
});
export type C2cApplyValues = z.input<typeof c2cShape>;

type Issue = { path: (string | number)[]; message: string };

/** Every problem of an application, one per field, in form order. */
export function c2cApplicationProblems(values: z.output<typeof c2cShape>, countryCodes?: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  const name = normalizeText(values.name);
  if (name === '') issues.push({ path: ['name'], message: C2C_MESSAGES.nameRequired[values.applicantType] });
  else if (name.length > C2C_NAME_MAX) issues.push({ path: ['name'], message: C2C_MESSAGES.nameTooLong });
  if (values.applicantType === 'organisation' && normalizeText(values.contactPerson) === '') {
    issues.push({ path: ['contactPerson'], message: C2C_MESSAGES.contactPersonRequired });
  }
  const contactProblem =
    values.contact.trim() === '' ? C2C_MESSAGES.contactRequired : values.contactType === 'email' ? validateEmail(values.contact) : validatePhone(values.contact);
  if (contactProblem) issues.push({ path: ['contact'], message: contactProblem });
  if (values.country === '' || (countryCodes && !countryCodes.includes(values.country))) {
    issues.push({ path: ['country'], message: C2C_MESSAGES.countryRequired });
  }
  const currencies = new Set<string>();
  values.lending.forEach((entry, index) => {
    const problem = currencies.has(entry.currency) ? C2C_MESSAGES.amountInvalid : validateLendingAmount(entry.currency, entry.amount);
    currencies.add(entry.currency);
    if (problem) issues.push({ path: ['lending', index, 'amount'], message: problem });
  });
  if (values.lending.length === 0) issues.push({ path: ['lending'], message: C2C_MESSAGES.lendingRequired });
  const note = normalizeText(values.experienceNote);
  if (note.length < C2C_NOTE_MIN) issues.push({ path: ['experienceNote'], message: C2C_MESSAGES.noteTooShort });
  else if (note.length > C2C_NOTE_MAX) issues.push({ path: ['experienceNote'], message: C2C_MESSAGES.noteTooLong });
  if (values.documents.length === 0) issues.push({ path: ['documents'], message: C2C_MESSAGES.documentsRequired });
  else if (values.documents.length > C2C_MAX_DOCUMENTS) issues.push({ path: ['documents'], message: C2C_MESSAGES.documentsTooMany });
  return issues;
}

/**
 * The application's schema: every rule above as a field's message, then the values as sent
 * (names trimmed, the phone as digits, amounts as decimal text, no contact person for a person).
 */
export function c2cApplySchema(countryCodes?: readonly string[]) {
  return z.pipe(
    c2cShape.check(
      z.superRefine((values, ctx) => {
        for (const issue of c2cApplicationProblems(values, countryCodes)) ctx.addIssue({ code: 'custom', ...issue });
      }),
    ),
    z.transform((values) => ({
      applicantType: values.applicantType,
      name: normalizeText(values.name),
      ...(values.applicantType === 'organisation' ? { contactPerson: normalizeText(values.contactPerson) } : {}),
      contactType: values.contactType,
      contact: values.contactType === 'email' ? normalizeText(values.contact) : normalizeDigits(values.contact),
      country: values.country,
      lending: values.lending.map((entry) => ({ currency: entry.currency, amount: toDecimal(entry.amount)?.toFixed() ?? entry.amount })),
      experience: values.experience,
      experienceNote: normalizeText(values.experienceNote),
      documents: values.documents,
    })),
  );
}
