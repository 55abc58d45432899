import { describe, expect, it } from 'vitest';
import {
  cursorLoaded,
  cursorPageNumber,
  cursorRequest,
  firstCursorPage,
  firstPage,
  goToPage,
  hasNextCursor,
  hasNextPage,
  hasPrevCursor,
  hasPrevPage,
  nextCursorPage,
  pageCount,
  pageItems,
  pageRequest,
  prevCursorPage,
  slicePage,
} from '@/lib/records';

describe('page/size paging', () => {
  it('counts pages from the total and says what lies before and after', () => {
    const paging = firstPage(10, 25);
    expect(pageCount(paging)).toBe(3);
    expect(pageCount(firstPage(10, 0))).toBe(1);
    expect(hasPrevPage(paging)).toBe(false);
    expect(hasNextPage(paging)).toBe(true);
    const last = goToPage(paging, 3);
    expect(hasNextPage(last)).toBe(false);
    expect(hasPrevPage(last)).toBe(true);
    expect(pageRequest(last)).toEqual({ page: 3, size: 10 });
  });

  it('keeps the page within the pages there are', () => {
    const paging = firstPage(10, 25);
    expect(goToPage(paging, 9).page).toBe(3);
    expect(goToPage(paging, 0).page).toBe(1);
    expect(goToPage(paging, 1)).toBe(paging);
  });

  it('without a total, a full page means there may be more', () => {
    const paging = firstPage(10);
    expect(pageCount(paging)).toBeNull();
    expect(hasNextPage(paging, 10)).toBe(true);
    expect(hasNextPage(paging, 4)).toBe(false);
    expect(goToPage(paging, 7).page).toBe(7);
  });

  it('slices loaded rows for client-side paging', () => {
    const rows = Array.from({ length: 25 }, (_, index) => index);
    expect(slicePage(rows, { page: 3, size: 10 })).toEqual([20, 21, 22, 23, 24]);
    expect(slicePage(rows, { page: 4, size: 10 })).toEqual([]);
  });

  it('offers the first, last and neighbouring pages with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('cursor paging (from + direct)', () => {
  const rows = (ids: number[]) => ids.map((id) => ({ id }));
  const idOf = (row: { id: number }) => String(row.id);

  it('asks the first page without from, then from the last row of a full page', () => {
    let paging = firstCursorPage(3, 'next');
    expect(cursorRequest(paging)).toEqual({ size: 3, direct: 'next' });
    const loaded = cursorLoaded(paging, rows([30, 29, 28]), idOf);
    paging = loaded.paging;
    expect(hasNextCursor(paging)).toBe(true);
    expect(hasPrevCursor(paging)).toBe(false);
    paging = nextCursorPage(paging);
    expect(cursorRequest(paging)).toEqual({ size: 3, direct: 'next', from: '28' });
    expect(cursorPageNumber(paging)).toBe(2);
    expect(hasPrevCursor(paging)).toBe(true);
  });

  it('drops a repeated from row and ends on a short page', () => {
    const paging = nextCursorPage(cursorLoaded(firstCursorPage(3), rows([30, 29, 28]), idOf).paging);
    const second = cursorLoaded(paging, rows([28, 27]), idOf);
    expect(second.rows).toEqual(rows([27]));
    expect(hasNextCursor(second.paging)).toBe(false);
    expect(nextCursorPage(second.paging)).toBe(second.paging);
  });

  it('follows the server next id when the answer carries one', () => {
    const paging = firstCursorPage(2, 'prev');
    expect(cursorLoaded(paging, rows([1, 2]), idOf, 3).paging.nextFrom).toBe('3');
    expect(cursorLoaded(paging, rows([1, 2]), idOf, null).paging.nextFrom).toBeNull();
  });

  it('goes back to the from it asked the page before with', () => {
    let paging = nextCursorPage(cursorLoaded(firstCursorPage(2), rows([9, 8]), idOf).paging);
    paging = nextCursorPage(cursorLoaded(paging, rows([7, 6]), idOf).paging);
    expect(cursorRequest(paging).from).toBe('6');
    paging = prevCursorPage(paging);
    expect(cursorRequest(paging).from).toBe('8');
    paging = prevCursorPage(paging);
    expect(cursorRequest(paging)).toEqual({ size: 2, direct: 'next' });
    expect(prevCursorPage(paging)).toBe(paging);
  });
});
