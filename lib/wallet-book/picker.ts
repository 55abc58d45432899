// The withdraw form's address picker: the saved addresses of the chosen currency and chain, each
// with a label, whether it can be chosen now and, when not, why (the time left of the delay).
// Usable ones first, then the newest.

import { isolateText, visibleAddress } from '@/lib/format/bidi';
import type { BookEntry } from './book';
import { usabilityOf, usabilityText, type Usability, type WhitelistSettings } from './whitelist';

export interface PickerOption {
  /** The entry's id (the value to keep in the form). */
  value: string;
  /**
   * `备注 · 0x3b99…00ca` (`备注 · 地址 · 标签 xxx` on a tag chain): the note isolated (a
   * right-to-left override in it cannot reorder the address after it), the address and tag with
   * any control character shown as a visible mark.
   */
  label: string;
  disabled: boolean;
  /** 可用, 23小时59分后可用, 非白名单地址, … */
  hint: string;
  usability: Usability;
  entry: BookEntry;
}

/** A long address shortened for a one-line label: the first 6 and the last 4 characters. */
export function shortAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

export function pickerOptions(entries: readonly BookEntry[], settings: WhitelistSettings, now: number, currency: string, chain: string): PickerOption[] {
  const wantedCurrency = currency.trim().toLowerCase();
  const wantedChain = chain.trim();
  return entries
    .filter((entry) => entry.currency === wantedCurrency && (wantedChain === '' || entry.chain === wantedChain))
    .map((entry) => {
      const usability = usabilityOf(entry, settings, now);
      const parts = [isolateText(entry.alias), shortAddress(visibleAddress(entry.address))].filter((part) => part !== '');
      if (entry.tag) parts.push(`标签 ${visibleAddress(entry.tag)}`);
      return { value: entry.id, label: parts.join(' · '), disabled: usability.kind !== 'usable', hint: usabilityText(usability), usability, entry };
    })
    .sort((a, b) => Number(a.disabled) - Number(b.disabled) || b.entry.addedAt - a.entry.addedAt);
}
