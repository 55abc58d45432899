// The add-address form's field rules: what must be filled (the tag only on a chain that needs
// one), how long an alias may be, and the conflict check's text under the field it concerns.

import type { BookEntry } from './book';
import { findConflict } from './conflict';

// Texts (project wording; the specification gives none for these fields).
export const CURRENCY_REQUIRED_TEXT = '请选择币种';
export const CHAIN_REQUIRED_TEXT = '请选择链名称';
export const ALIAS_REQUIRED_TEXT = '请输入地址备注';
export const ALIAS_TOO_LONG_TEXT = '地址备注最多20个字符';
export const ADDRESS_REQUIRED_TEXT = '请输入提币地址';
export const ADDRESS_FORMAT_TEXT = '提币地址格式不正确';
export const TAG_REQUIRED_TEXT = '该链提币需填写地址标签（Memo/Tag）';

export const ALIAS_MAX_LENGTH = 20;

export interface AddressFormValues {
  currency: string;
  chain: string;
  alias: string;
  address: string;
  tag: string;
}

export type AddressFormErrors = Partial<Record<keyof AddressFormValues, string>>;

/** The field messages of a draft; `needsTag` is the chosen chain's tag rule. */
export function addressFormErrors(values: AddressFormValues, needsTag: boolean, saved: readonly BookEntry[]): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (values.currency.trim() === '') errors.currency = CURRENCY_REQUIRED_TEXT;
  if (values.chain.trim() === '') errors.chain = CHAIN_REQUIRED_TEXT;
  const alias = values.alias.trim();
  if (alias === '') errors.alias = ALIAS_REQUIRED_TEXT;
  else if ([...alias].length > ALIAS_MAX_LENGTH) errors.alias = ALIAS_TOO_LONG_TEXT;
  const address = values.address.trim();
  if (address === '') errors.address = ADDRESS_REQUIRED_TEXT;
  else if (/\s/.test(address) || address.length < 10 || address.length > 128) errors.address = ADDRESS_FORMAT_TEXT;
  if (needsTag && values.tag.trim() === '') errors.tag = TAG_REQUIRED_TEXT;
  if (errors.address === undefined && errors.alias === undefined && errors.currency === undefined && errors.chain === undefined) {
    const conflict = findConflict(saved, { ...values, tag: needsTag ? values.tag : '' });
    if (conflict) errors[conflict.field] = conflict.text;
  }
  return errors;
}
