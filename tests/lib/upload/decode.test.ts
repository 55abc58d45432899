// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeImage } from '@/lib/upload';

const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

describe('decodeImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses createImageBitmap where it exists and closes the bitmap', async () => {
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 2, height: 3, close })));
    await expect(decodeImage(blob)).resolves.toBe(true);
    expect(close).toHaveBeenCalledOnce();
  });

  it('reports a file createImageBitmap cannot decode as broken', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new DOMException('bad', 'InvalidStateError'))));
    await expect(decodeImage(blob)).resolves.toBe(false);
  });

  it('falls back to an <img> on an object URL, and frees the URL', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const revoke = vi.fn();
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:x';
        static override revokeObjectURL = revoke;
      },
    );
    class LoadingImage {
      naturalWidth = 4;
      naturalHeight = 4;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_value: string) {
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('Image', LoadingImage);
    await expect(decodeImage(blob)).resolves.toBe(true);
    expect(revoke).toHaveBeenCalledWith('blob:x');
    class FailingImage extends LoadingImage {
      override set src(_value: string) {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('Image', FailingImage);
    await expect(decodeImage(blob)).resolves.toBe(false);
  });
});
