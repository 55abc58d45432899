// What a file's first bytes say it is. The browser decodes an image before sending it; a
// server cannot trust that, so it reads the signature itself (the mock backend does).

export type SniffedImageType = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** 'png' or 'jpeg' from the magic number; null for anything else (text, PDF, empty, truncated). */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  // A PNG is at least its signature plus an IHDR chunk; a JPEG at least SOI plus one marker.
  if (startsWith(bytes, PNG_SIGNATURE) && bytes.length >= 33) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE) && bytes.length >= 4) return 'jpeg';
  return null;
}

/** The image type an extension promises (jpg and jpeg are both JPEG); null when it is no image of ours. */
export function imageTypeOfExtension(extension: string): SniffedImageType | null {
  const lower = extension.toLowerCase();
  if (lower === 'png') return 'png';
  if (lower === 'jpg' || lower === 'jpeg') return 'jpeg';
  return null;
}
