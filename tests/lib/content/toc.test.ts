import { describe, expect, it } from 'vitest';
import { tableOfContents } from '@/lib/content';

describe('tableOfContents', () => {
  it('numbers the sections and anchors each by its own id', () => {
    expect(tableOfContents([{ id: 'scope', heading: ' 适用范围 ' }, { id: 'fees', heading: '收费标准' }])).toEqual([
      { anchor: 'doc-scope', number: 1, heading: '适用范围' },
      { anchor: 'doc-fees', number: 2, heading: '收费标准' },
    ]);
  });

  it('falls back to the number for a missing, unsafe or repeated id', () => {
    const toc = tableOfContents([{ heading: '一' }, { id: '"><script>', heading: '二' }, { id: 'same', heading: '三' }, { id: 'SAME', heading: '四' }]);
    expect(toc.map((entry) => entry.anchor)).toEqual(['doc-section-1', 'doc-section-2', 'doc-same', 'doc-same-4']);
    expect(new Set(toc.map((entry) => entry.anchor)).size).toBe(4);
  });

  it('is empty for a document without sections', () => {
    expect(tableOfContents([])).toEqual([]);
  });
});
