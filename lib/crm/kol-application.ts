// The KOL application's rules, built from the form configuration the crm service sends (which
// fields are required, their limits and labels): the form validates with this schema through
// react-hook-form, and the mock checks a submitted application with the same one. Messages name
// the field by its configured label, so a renamed field is named the same way everywhere.

import * as z from 'zod/mini';
import type { KolFormConfig, KolFieldConfig } from '@/lib/contracts/crm';
import { toDecimal } from '@/lib/decimal';
import { normalizeDigits, normalizeText, validateEmail, validatePhone } from '@/lib/validation';
import { FOLLOWERS_MAX_DIGITS, KOL_CONTACT_TYPES, KOL_PLATFORMS, TELEGRAM_HANDLE_PATTERN, type KolContactType, type KolFieldKey } from './kol-fields';
import { normalizeShareCode, validateShareCode } from './share-code';

export const KOL_MESSAGES = {
  required: (label: string) => `请输入${label}`,
  choose: (label: string) => `请选择${label}`,
  tooShort: (label: string, min: number) => `${label}至少需要 ${min} 个字`,
  tooLong: (label: string, max: number) => `${label}不能超过 ${max} 个字符`,
  contactRequired: '请输入联系方式',
  telegramInvalid: 'Telegram 用户名为 5 至 32 位字母、数字或下划线',
  platformsRequired: '请至少填写一个平台的账号和粉丝数',
  handleRequired: '请填写该平台的账号或链接',
  followersRequired: '请填写粉丝数',
  followersInvalid: '粉丝数请填写整数',
  followersTooFew: (min: string) => `至少一个平台的粉丝数需达到 ${min}`,
  handleTooLong: '账号或链接不能超过 100 个字符',
} as const;

export const KOL_HANDLE_MAX = 100;

const text = () => z.prefault(z.string(), '');

const kolShape = z.object({
  name: text(),
  contactType: z.enum(KOL_CONTACT_TYPES),
  contact: text(),
  dialCode: text(),
  country: text(),
  platforms: z.array(z.object({ platform: z.enum(KOL_PLATFORMS), handle: text(), followers: text() })),
  intro: text(),
  shareCode: text(),
});
export type KolFormValues = z.input<typeof kolShape>;
type KolShape = z.output<typeof kolShape>;

type Issue = { path: (string | number)[]; message: string };

/** Followers as digits: full-width digits, spaces and thousands commas are read, nothing else. */
export function normalizeFollowers(value: string): string {
  return normalizeDigits(value).replace(/[,，]/g, '');
}

function followersProblem(value: string): string | null {
  const digits = normalizeFollowers(value);
  if (digits === '') return KOL_MESSAGES.followersRequired;
  return /^\d+$/.test(digits) && digits.length <= FOLLOWERS_MAX_DIGITS ? null : KOL_MESSAGES.followersInvalid;
}

export function validateKolContact(type: KolContactType, value: string): string | null {
  if (value.trim() === '') return KOL_MESSAGES.contactRequired;
  if (type === 'email') return validateEmail(value);
  if (type === 'phone') return validatePhone(value);
  return TELEGRAM_HANDLE_PATTERN.test(normalizeText(value)) ? null : KOL_MESSAGES.telegramInvalid;
}

/** A text field's problem under its configuration: required, then its length limits. */
function textProblem(field: KolFieldConfig | undefined, value: string): string | null {
  if (!field) return null;
  const typed = normalizeText(value);
  if (typed === '') return field.required ? KOL_MESSAGES.required(field.label) : null;
  if (field.minLength !== undefined && typed.length < field.minLength) return KOL_MESSAGES.tooShort(field.label, field.minLength);
  if (field.maxLength !== undefined && typed.length > field.maxLength) return KOL_MESSAGES.tooLong(field.label, field.maxLength);
  return null;
}

function platformProblems(values: KolShape, minFollowers: string): Issue[] {
  const issues: Issue[] = [];
  let filled = 0;
  let largest = toDecimal(0);
  values.platforms.forEach((row, index) => {
    const handle = normalizeText(row.handle);
    const followers = normalizeFollowers(row.followers);
    if (handle === '' && followers === '') return;
    filled += 1;
    if (handle === '') issues.push({ path: ['platforms', index, 'handle'], message: KOL_MESSAGES.handleRequired });
    else if (handle.length > KOL_HANDLE_MAX) issues.push({ path: ['platforms', index, 'handle'], message: KOL_MESSAGES.handleTooLong });
    const problem = followersProblem(row.followers);
    if (problem) issues.push({ path: ['platforms', index, 'followers'], message: problem });
    else {
      const count = toDecimal(followers);
      if (count !== null && largest !== null && count.greaterThan(largest)) largest = count;
    }
  });
  if (filled === 0) return [{ path: ['platforms'], message: KOL_MESSAGES.platformsRequired }];
  if (issues.length === 0 && largest !== null && largest.lessThan(toDecimal(minFollowers) ?? 0)) {
    issues.push({ path: ['platforms'], message: KOL_MESSAGES.followersTooFew(minFollowers) });
  }
  return issues;
}

/** Every problem of an application under `config`, at most one per field, in form order. */
export function kolApplicationProblems(config: KolFormConfig, values: KolShape, countryCodes?: readonly string[]): Issue[] {
  const field = (key: KolFieldKey) => config.fields.find((entry) => entry.key === key);
  const issues: Issue[] = [];
  const name = textProblem(field('name'), values.name);
  if (name) issues.push({ path: ['name'], message: name });
  const contact = validateKolContact(values.contactType, values.contact);
  if (contact) issues.push({ path: ['contact'], message: contact });
  const country = field('country');
  if (country && (values.country === '' ? country.required : countryCodes !== undefined && !countryCodes.includes(values.country))) {
    issues.push({ path: ['country'], message: KOL_MESSAGES.choose(country.label) });
  }
  if (field('platforms')) issues.push(...platformProblems(values, config.minFollowers));
  const intro = textProblem(field('intro'), values.intro);
  if (intro) issues.push({ path: ['intro'], message: intro });
  const shareCode = validateShareCode(values.shareCode);
  if (shareCode) issues.push({ path: ['shareCode'], message: shareCode });
  return issues;
}

/** The application as kol commit sends it: trimmed, normalised, only the platforms filled in. */
export function toKolCommit(values: KolShape) {
  const shareCode = normalizeShareCode(values.shareCode);
  const contact = values.contactType === 'phone' ? normalizeDigits(values.contact) : normalizeText(values.contact).replace(/^@/, '');
  return {
    name: normalizeText(values.name),
    contactType: values.contactType,
    contact,
    ...(values.contactType === 'phone' && values.dialCode !== '' ? { dialCode: values.dialCode } : {}),
    country: values.country,
    platforms: values.platforms.flatMap((row) => {
      const handle = normalizeText(row.handle);
      return handle === '' ? [] : [{ platform: row.platform, handle, followers: normalizeFollowers(row.followers) }];
    }),
    intro: normalizeText(values.intro),
    ...(shareCode === '' ? {} : { shareCode }),
  };
}

/** The form's schema under a configuration (and, for the server, the known country codes). */
export function kolApplicationSchema(config: KolFormConfig, countryCodes?: readonly string[]) {
  return z.pipe(
    kolShape.check(
      z.superRefine((values, ctx) => {
        for (const issue of kolApplicationProblems(config, values, countryCodes)) ctx.addIssue({ code: 'custom', ...issue });
      }),
    ),
    z.transform(toKolCommit),
  );
}

/** The empty form: one row per offered platform. */
export function emptyKolForm(config: KolFormConfig): KolFormValues {
  return {
    name: '',
    contactType: config.contactTypes[0]?.value ?? 'email',
    contact: '',
    dialCode: '',
    country: '',
    platforms: config.platforms.map((option) => ({ platform: option.value, handle: '', followers: '' })),
    intro: '',
    shareCode: '',
  };
}

/** A key that identifies a contact for "already applied": email lower case, telegram without @, phone digits. */
export function kolContactKey(type: KolContactType, contact: string): string {
  const value = type === 'phone' ? normalizeDigits(contact) : normalizeText(contact).replace(/^@/, '').toLowerCase();
  return `${type}:${value}`;
}
