// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextEnabledIndex, TabPanel, Tabs, type TabItem } from '@/components/tabs';

afterEach(cleanup);

type Key = 'a' | 'b' | 'c' | 'd';

function Harness({ items, shared = false, initial = 'a' }: { items: readonly TabItem<Key>[]; shared?: boolean; initial?: Key }) {
  const [value, setValue] = useState<Key>(initial);
  return (
    <>
      <Tabs items={items} value={value} onChange={setValue} idBase="t" label="列表" sharedPanel={shared} className="list" tabClassName="tab" />
      {shared ? (
        <TabPanel idBase="t" tabKey={value} shared>
          {value}
        </TabPanel>
      ) : (
        items.map((item) => (
          <TabPanel key={item.key} idBase="t" tabKey={item.key} hidden={item.key !== value}>
            {`panel ${item.key}`}
          </TabPanel>
        ))
      )}
    </>
  );
}

const ITEMS: readonly TabItem<Key>[] = [
  { key: 'a', label: '甲' },
  { key: 'b', label: '乙' },
  { key: 'c', label: '丙', disabled: true },
  { key: 'd', label: '丁' },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the list, selects one tab and ties each tab to its panel', () => {
    render(<Harness items={ITEMS} />);
    const list = screen.getByRole('tablist', { name: '列表' });
    expect(list.className).toBe('list');
    expect(tab('甲').getAttribute('aria-selected')).toBe('true');
    expect(tab('乙').getAttribute('aria-selected')).toBe('false');
    expect(tab('甲').className).toBe('tab');
    const panel = screen.getByRole('tabpanel');
    expect(tab('甲').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('甲').id);
    expect(panel.textContent).toBe('panel a');
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Harness items={ITEMS} />);
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([0, -1, -1, -1]);
    fireEvent.click(tab('乙'));
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(screen.getByRole('tabpanel').textContent).toBe('panel b');
  });

  it('moves focus and selection with the arrow keys, skipping disabled tabs and wrapping', () => {
    render(<Harness items={ITEMS} />);
    tab('甲').focus();
    fireEvent.keyDown(tab('甲'), { key: 'ArrowRight' });
    expect(tab('乙').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('乙'));
    fireEvent.keyDown(tab('乙'), { key: 'ArrowRight' });
    expect(tab('丁').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('丁'));
    fireEvent.keyDown(tab('丁'), { key: 'ArrowRight' });
    expect(tab('甲').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('甲'), { key: 'ArrowLeft' });
    expect(tab('丁').getAttribute('aria-selected')).toBe('true');
  });

  it('goes to the first and last tab with Home and End', () => {
    render(<Harness items={ITEMS} initial="b" />);
    fireEvent.keyDown(tab('乙'), { key: 'End' });
    expect(document.activeElement).toBe(tab('丁'));
    expect(tab('丁').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('丁'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('甲'));
    expect(tab('甲').getAttribute('aria-selected')).toBe('true');
  });

  it('ignores other keys', () => {
    render(<Harness items={ITEMS} />);
    fireEvent.keyDown(tab('甲'), { key: 'ArrowDown' });
    expect(tab('甲').getAttribute('aria-selected')).toBe('true');
  });

  it('lets every tab control one shared panel that follows the selection', () => {
    render(<Harness items={ITEMS} shared />);
    const panel = screen.getByRole('tabpanel');
    expect(screen.getAllByRole('tab').every((each) => each.getAttribute('aria-controls') === panel.id)).toBe(true);
    fireEvent.click(tab('丁'));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('丁').id);
  });

  it('finds the next enabled index', () => {
    expect(nextEnabledIndex([false, true, false], 0, 1)).toBe(2);
    expect(nextEnabledIndex([false, true, false], 0, -1)).toBe(2);
    expect(nextEnabledIndex([true, true], 0, 1)).toBe(0);
  });
});
