import { describe, expect, it } from 'vitest';
import { imageTypeOfExtension, sniffImageType } from '@/lib/upload';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (length = 67) => new Uint8Array([...PNG_HEAD, ...new Array<number>(length - PNG_HEAD.length).fill(0)]);
const jpeg = (length = 16) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(length - 4).fill(0)]);

describe('sniffImageType', () => {
  it('knows PNG and JPEG by their signatures', () => {
    expect(sniffImageType(png())).toBe('png');
    expect(sniffImageType(jpeg())).toBe('jpeg');
  });

  it.each([
    ['text', new TextEncoder().encode('not an image at all, just words')],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['empty bytes', new Uint8Array()],
    ['a PNG signature with no header chunk', new Uint8Array(PNG_HEAD)],
    ['a lone JPEG start marker', new Uint8Array([0xff, 0xd8, 0xff])],
    ['a GIF', new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000')],
  ])('refuses %s', (_, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe('imageTypeOfExtension', () => {
  it('maps jpg and jpeg to JPEG and png to PNG, in any case', () => {
    expect(imageTypeOfExtension('jpg')).toBe('jpeg');
    expect(imageTypeOfExtension('JPEG')).toBe('jpeg');
    expect(imageTypeOfExtension('Png')).toBe('png');
  });

  it('has no image type for other extensions', () => {
    expect(imageTypeOfExtension('pdf')).toBeNull();
    expect(imageTypeOfExtension('gif')).toBeNull();
    expect(imageTypeOfExtension('')).toBeNull();
  });
});
