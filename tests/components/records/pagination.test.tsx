// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from '@/components/records';
import { cursorLoaded, firstCursorPage, firstPage, goToPage, nextCursorPage } from '@/lib/records';

afterEach(cleanup);

const nav = () => screen.getByRole('navigation', { name: '分页' });
const button = (name: string) => within(nav()).getByRole('button', { name });

describe('Pagination (page/size)', () => {
  it('offers 上一页, the page numbers and 下一页, the first page marked current', () => {
    const onChange = vi.fn();
    render(<Pagination mode="page" paging={firstPage(10, 55)} onChange={onChange} />);
    expect(within(nav()).getAllByRole('button').map((each) => each.textContent)).toEqual(['上一页', '1', '2', '6', '下一页']);
    expect(button('上一页').hasAttribute('disabled')).toBe(true);
    expect(button('第 1 页').getAttribute('aria-current')).toBe('page');
    fireEvent.click(button('下一页'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, size: 10, total: 55 });
    fireEvent.click(button('第 6 页'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 6, size: 10, total: 55 });
  });

  it('disables 下一页 on the last page and everything while busy', () => {
    const { rerender } = render(<Pagination mode="page" paging={goToPage(firstPage(10, 55), 6)} onChange={() => {}} />);
    expect(button('下一页').hasAttribute('disabled')).toBe(true);
    expect(button('上一页').hasAttribute('disabled')).toBe(false);
    rerender(<Pagination mode="page" paging={goToPage(firstPage(10, 55), 3)} onChange={() => {}} busy />);
    expect(within(nav()).getAllByRole('button').every((each) => each.hasAttribute('disabled'))).toBe(true);
  });

  it('without a total, offers 下一页 after a full page', () => {
    const { rerender } = render(<Pagination mode="page" paging={firstPage(10)} rowsOnPage={10} onChange={() => {}} />);
    expect(within(nav()).getByText('第 1 页')).toBeTruthy();
    expect(button('下一页').hasAttribute('disabled')).toBe(false);
    rerender(<Pagination mode="page" paging={goToPage(firstPage(10), 2)} rowsOnPage={3} onChange={() => {}} />);
    expect(button('下一页').hasAttribute('disabled')).toBe(true);
  });

  it('is left out for a single page unless always shown', () => {
    const { rerender } = render(<Pagination mode="page" paging={firstPage(10, 4)} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pagination mode="page" paging={firstPage(10, 4)} onChange={() => {}} alwaysShow />);
    expect(button('下一页').hasAttribute('disabled')).toBe(true);
  });
});

describe('Pagination (cursor)', () => {
  const idOf = (row: { id: number }) => String(row.id);

  it('moves forward from the loaded page and back again', () => {
    const onChange = vi.fn();
    const loaded = cursorLoaded(firstCursorPage(2), [{ id: 9 }, { id: 8 }], idOf).paging;
    const { rerender } = render(<Pagination mode="cursor" paging={loaded} onChange={onChange} />);
    expect(button('上一页').hasAttribute('disabled')).toBe(true);
    expect(within(nav()).getByText('第 1 页')).toBeTruthy();
    fireEvent.click(button('下一页'));
    const second = onChange.mock.lastCall?.[0];
    expect(second).toEqual(nextCursorPage(loaded));
    const last = cursorLoaded(second, [{ id: 8 }, { id: 7 }].slice(0, 1), idOf).paging;
    rerender(<Pagination mode="cursor" paging={last} onChange={onChange} />);
    expect(within(nav()).getByText('第 2 页')).toBeTruthy();
    expect(button('下一页').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button('上一页'));
    expect(onChange.mock.lastCall?.[0].froms).toEqual([null]);
  });
});
