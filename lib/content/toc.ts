// The table of contents of a document (an agreement): one entry per section, numbered, each
// with an anchor id that is unique in the page and safe in a URL fragment.

export interface TocSection {
  /** The section's own id from the content service, when it gives one. */
  id?: string | undefined;
  heading: string;
}

export interface TocEntry {
  /** The anchor (element id and `#fragment`). */
  anchor: string;
  /** 1-based. */
  number: number;
  heading: string;
}

const SAFE_ID = /^[a-z][a-z0-9-]{0,39}$/;

/** Anchors are prefixed so they cannot collide with the page's own ids. */
export const TOC_ANCHOR_PREFIX = 'doc-';

/** The anchor of each section: its id when safe and not taken, else its number. */
export function tableOfContents(sections: readonly TocSection[]): TocEntry[] {
  const taken = new Set<string>();
  return sections.map((section, index) => {
    const number = index + 1;
    const own = section.id?.trim().toLowerCase() ?? '';
    let anchor = SAFE_ID.test(own) ? `${TOC_ANCHOR_PREFIX}${own}` : `${TOC_ANCHOR_PREFIX}section-${number}`;
    if (taken.has(anchor)) anchor = `${anchor}-${number}`;
    taken.add(anchor);
    return { anchor, number, heading: section.heading.trim() };
  });
}
