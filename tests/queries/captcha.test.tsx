// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVendorScripts } from '@/queries/captcha';
import { loadVendorScript } from '@/services/captcha/vendor-loader';
import { renderHookWithQueryClient } from '../support/render';

vi.mock('@/services/captcha/vendor-loader', () => ({ loadVendorScript: vi.fn() }));

afterEach(cleanup);

describe('useVendorScripts', () => {
  it('reports each vendor loading, then ready or failed, loading each script once', async () => {
    vi.mocked(loadVendorScript).mockImplementation(async (vendor) => {
      if (vendor === 'geetest') throw new Error('blocked');
      return {} as never;
    });
    const { result, rerender } = renderHookWithQueryClient(() => useVendorScripts(['slider', 'geetest']));
    expect(result.current).toEqual({ slider: 'loading', geetest: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ slider: 'ready', geetest: 'failed' }));
    rerender();
    expect(loadVendorScript).toHaveBeenCalledTimes(2);
  });
});
