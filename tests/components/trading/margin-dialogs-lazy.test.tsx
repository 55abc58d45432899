// @vitest-environment jsdom
// The margin dialogs bring the form library and the form dialog with them: importing the margin
// panel (part of the exchange page's first load) must not load them; opening one does.
import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => [] as string[]);

vi.mock('@/components/trading/margin-loan-dialog', async (importOriginal) => {
  loaded.push('loan');
  return importOriginal();
});
vi.mock('@/components/trading/margin-repay-dialog', async (importOriginal) => {
  loaded.push('repay');
  return importOriginal();
});
vi.mock('@/components/trading/margin-transfer-dialog', async (importOriginal) => {
  loaded.push('transfer');
  return importOriginal();
});

describe('margin panel dialogs', () => {
  it('are not part of the margin panel module graph', async () => {
    const panel = await import('@/components/trading/margin-panel');
    expect(typeof panel.MarginPanel).toBe('function');
    expect(loaded).toEqual([]);
    await import('@/components/trading/margin-loan-dialog');
    expect(loaded).toEqual(['loan']);
  }, 60_000);
});
