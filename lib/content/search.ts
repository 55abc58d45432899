// Keyword search over content (notices, FAQ, files): the content service's rule, which the mock
// applies. A keyword is split at white space; every term must occur in one of the fields.
// Matching ignores case and width (全角 ＡＢＣ１ reads as ABC1, NFKC).

/** The terms of a keyword: normalised, split at white space, empty ones dropped. */
export function keywordTerms(keyword: string | null | undefined): string[] {
  return normalizeText(keyword ?? '')
    .split(/\s+/)
    .filter((term) => term !== '');
}

export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim();
}

/** Whether every term of `keyword` occurs in one of `fields`; an empty keyword matches all. */
export function matchesKeyword(fields: readonly string[], keyword: string | null | undefined): boolean {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return true;
  const haystack = fields.map(normalizeText);
  return terms.every((term) => haystack.some((field) => field.includes(term)));
}

/** A keyword as a search sends it: trimmed, at most this many characters. */
export const MAX_KEYWORD_LENGTH = 50;

export function searchKeyword(typed: string): string {
  return typed.trim().slice(0, MAX_KEYWORD_LENGTH);
}
