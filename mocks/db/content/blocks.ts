// Builders of the content service's blocks (lib/contracts/content.ts), so the seeded documents
// read as text rather than as JSON.

import type { ContentBlock, RawContentSection } from '@/lib/contracts/content';

export const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const ul = (...items: string[]): ContentBlock => ({ type: 'list', ordered: false, items });
export const ol = (...items: string[]): ContentBlock => ({ type: 'list', ordered: true, items });
export const table = (columns: string[], rows: string[][], caption?: string): ContentBlock =>
  caption === undefined ? { type: 'table', columns, rows } : { type: 'table', caption, columns, rows };
export const section = (id: string, heading: string, ...blocks: ContentBlock[]): RawContentSection => ({ id, heading, blocks });

/** Epoch ms of a day at 10:00 in UTC+8. */
export function at(day: string, time = '10:00'): number {
  return Date.parse(`${day}T${time}:00+08:00`);
}

/** Every word of some blocks, for the keyword search. */
export function blockText(blocks: readonly ContentBlock[]): string[] {
  return blocks.flatMap((block) => (block.type === 'paragraph' ? [block.text] : block.type === 'list' ? block.items : [block.caption ?? '', ...block.columns, ...block.rows.flat()]));
}
