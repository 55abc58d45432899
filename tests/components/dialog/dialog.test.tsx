// @vitest-environment jsdom
// The site's dialog: portal, role and name, focus in / trapped / returned, Escape and the close
// button (not while busy), the body's scroll lock, and stacked dialogs.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_TEXT, Dialog } from '@/components/dialog/dialog';

afterEach(cleanup);

function Opener({ busy = false, onClose }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="page">
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog
        open={open}
        title="划转 USDT"
        busy={busy}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        testId="the-dialog"
      >
        <input aria-label="数量" />
        <button type="button">全部</button>
      </Dialog>
    </div>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: '打开' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  it('renders into the body as a modal dialog named by its title, and moves focus in', () => {
    render(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: '划转 USDT' })).toBe(dialog);
    expect(dialog.getAttribute('data-testid')).toBe('the-dialog');
    // Portalled: not inside the page's tree.
    expect(screen.getByTestId('page').contains(dialog)).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('数量'));
  });

  it('keeps Tab and Shift+Tab inside', () => {
    render(<Opener />);
    const { dialog } = open();
    const close = screen.getByRole('button', { name: CLOSE_TEXT });
    const last = screen.getByRole('button', { name: '全部' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // In the middle, Tab is left to the browser.
    const input = screen.getByLabelText('数量');
    input.focus();
    const event = fireEvent.keyDown(input, { key: 'Tab' });
    expect(event).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and on the close button, and gives focus back to the opener', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    let { opener } = open();
    fireEvent.keyDown(screen.getByLabelText('数量'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    ({ opener } = open());
    fireEvent.click(screen.getByRole('button', { name: CLOSE_TEXT }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open while busy', () => {
    const onClose = vi.fn();
    render(<Opener busy onClose={onClose} />);
    const { dialog } = open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('button', { name: CLOSE_TEXT }).hasAttribute('disabled')).toBe(true);
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('locks the page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    render(<Opener />);
    open();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('lets Escape close only the top one of two stacked dialogs', () => {
    const closeUnder = vi.fn();
    const closeTop = vi.fn();
    render(
      <>
        <Dialog title="下面" onClose={closeUnder}>
          <button type="button">a</button>
        </Dialog>
        <Dialog title="上面" onClose={closeTop}>
          <button type="button">b</button>
        </Dialog>
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(closeTop).toHaveBeenCalledTimes(1);
    expect(closeUnder).not.toHaveBeenCalled();
  });

  it('focuses the dialog itself when its body has nothing to focus', () => {
    render(
      <Dialog title="订单详情" onClose={() => undefined} hideCloseButton>
        <p>加载中</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(dialog);
  });
});

describe('Dialog initial focus', () => {
  it('goes to the footer when the body has nothing to focus, or where it is told', () => {
    const { unmount } = render(
      <Dialog title="下单确认" onClose={() => undefined} hideCloseButton footer={<button type="button">确认</button>}>
        <p>BTC/USDT</p>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '确认' }));
    unmount();

    function Told() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog
          title="下单确认"
          onClose={() => undefined}
          initialFocus={ref}
          footer={
            <button type="button" ref={ref}>
              确认
            </button>
          }
        >
          <input aria-label="不再提示" type="checkbox" />
        </Dialog>
      );
    }
    render(<Told />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '确认' }));
  });
});
