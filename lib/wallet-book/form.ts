// The add-address form's field rules: what must be filled, how long an alias may be, the
// chain's address pattern and tag rule (lib/wallet's validateAddress / validateTag, the very
// checks of the withdraw form, so the book never keeps an address the form would refuse later),
// and the conflict check's text under the field it concerns. The mock's add call runs
// addressDraftProblem on what it receives, with the same texts.

import { validateAddress, validateTag, type Chain } from '@/lib/wallet';
import type { BookEntry } from './book';
import { findConflict } from './conflict';

// Texts (project wording; the specification gives none for these fields).
export const CURRENCY_REQUIRED_TEXT = '请选择币种';
export const CHAIN_REQUIRED_TEXT = '请选择链名称';
export const ALIAS_REQUIRED_TEXT = '请输入地址备注';
export const ALIAS_TOO_LONG_TEXT = '地址备注最多20个字符';

export const ALIAS_MAX_LENGTH = 20;

/** The codes the mock answers an address or tag that does not fit the chain with (v2 numeric codes, beside the conflicts' 2019 / 2020). */
export const ADDRESS_FORMAT_CODE = 2021;
export const TAG_FORMAT_CODE = 2022;

/** What of a chain the book's checks read. */
export type BookChain = Pick<Chain, 'addressRegex' | 'addrWithTag' | 'tagRegex'>;

export interface AddressFormValues {
  currency: string;
  chain: string;
  alias: string;
  address: string;
  tag: string;
}

export type AddressFormErrors = Partial<Record<keyof AddressFormValues, string>>;

export interface AddressDraftProblem {
  field: 'address' | 'tag';
  code: number;
  text: string;
}

/** The address and tag against the chain's rules; null when both fit. A chain without tags ignores the tag. */
export function addressDraftProblem(values: Pick<AddressFormValues, 'address' | 'tag'>, chain: BookChain): AddressDraftProblem | null {
  const address = validateAddress(values.address, chain);
  if (address !== null) return { field: 'address', code: ADDRESS_FORMAT_CODE, text: address };
  const tag = validateTag(values.tag, chain);
  if (tag !== null) return { field: 'tag', code: TAG_FORMAT_CODE, text: tag };
  return null;
}

/** The field messages of a draft; `chain` is the chosen chain (null while none is). */
export function addressFormErrors(values: AddressFormValues, chain: BookChain | null, saved: readonly BookEntry[]): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (values.currency.trim() === '') errors.currency = CURRENCY_REQUIRED_TEXT;
  if (values.chain.trim() === '' || chain === null) errors.chain = CHAIN_REQUIRED_TEXT;
  const alias = values.alias.trim();
  if (alias === '') errors.alias = ALIAS_REQUIRED_TEXT;
  else if ([...alias].length > ALIAS_MAX_LENGTH) errors.alias = ALIAS_TOO_LONG_TEXT;
  const pattern = chain === null ? validateAddress(values.address, {}) : null;
  if (pattern !== null) errors.address = pattern;
  if (chain !== null) {
    const problem = addressDraftProblem(values, chain);
    if (problem) errors[problem.field] = problem.text;
  }
  if (errors.address === undefined && errors.tag === undefined && errors.alias === undefined && errors.currency === undefined && errors.chain === undefined) {
    const conflict = findConflict(saved, { ...values, tag: chain?.addrWithTag ? values.tag : '' });
    if (conflict) errors[conflict.field] = conflict.text;
  }
  return errors;
}
