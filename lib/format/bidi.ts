// User text beside other text: a note, a name or a remark may carry right-to-left overrides and
// other invisible controls (U+202E turns `0x1234…5678` into `8765…4321x0` when it stands
// before it), and an address must never be shown other than as its characters, in their order.
// Elements isolate user text with <bdi> (components); plain-string places (a native select's
// option, a title) wrap it with the isolate marks here; an address shows each control character
// as a visible mark and is refused by the address checks (lib/wallet address-check).

/**
 * Characters with no glyph that change how the text around them reads: C0 and C1 controls, the
 * bidi marks, embeddings, overrides and isolates (U+061C, U+200E–U+200F, U+202A–U+202E,
 * U+2066–U+2069), zero-width spaces and joiners (U+200B–U+200D, U+2060), and the byte-order mark.
 */
const CONTROL_SOURCE = '[\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF]';
const CONTROL = new RegExp(CONTROL_SOURCE);
const CONTROLS = new RegExp(CONTROL_SOURCE, 'g');

/** The mark an address shows in place of each control character it holds. */
export const CONTROL_MARK = '\uFFFD';

/** First-strong isolate and pop directional isolate: a plain string's own <bdi>. */
export const ISOLATE_START = '\u2068';
export const ISOLATE_END = '\u2069';

/** The text holds a control character (bidi override, zero-width, C0/C1). */
export function hasControlCharacters(text: string | null | undefined): boolean {
  return typeof text === 'string' && CONTROL.test(text);
}

/** An address as shown: every control character replaced by a visible mark (U+FFFD), in order. */
export function visibleAddress(address: string): string {
  return address.replace(CONTROLS, CONTROL_MARK);
}

const ISOLATE_MARKS = /[\u2066-\u2069]/g;

/**
 * User text without isolate marks of its own: a pop-isolate inside it would close the isolate
 * the page puts around it (<bdi> or isolateText) early, and let an override after it out.
 */
export function withoutIsolateMarks(text: string): string {
  return text.replace(ISOLATE_MARKS, '');
}

/**
 * User text for a plain string beside other text (an option label, a title): wrapped in the
 * isolate marks, so an override inside it (closed by the isolate's end) cannot reach past it.
 * Empty stays empty.
 */
export function isolateText(text: string): string {
  const inner = withoutIsolateMarks(text);
  return inner === '' ? '' : `${ISOLATE_START}${inner}${ISOLATE_END}`;
}
