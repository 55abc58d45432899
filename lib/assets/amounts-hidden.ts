// Whether the assets pages show amounts as **** (the overview's eye button): a display
// preference, not a secret. Local storage holds it for the browser (and other tabs follow it);
// a cookie of the same meaning lets a server render that already has the figures write them
// hidden too, so a reload never flashes the amounts the user hid.

export const AMOUNTS_HIDDEN_KEY = 'assets.amounts-hidden';
export const AMOUNTS_HIDDEN_COOKIE = 'assets-amounts-hidden';
/** How long the cookie is kept, in days: as long as the local storage choice, in practice. */
export const AMOUNTS_HIDDEN_COOKIE_DAYS = 365;

/** The stored text of a choice. */
export function hiddenText(hidden: boolean): '1' | '0' {
  return hidden ? '1' : '0';
}

/** A stored choice (storage or cookie): hidden only when it says so. */
export function isHiddenText(value: string | null | undefined): boolean {
  return value === '1';
}
