// Whether an image file decodes, in the browser. createImageBitmap where it exists, else an
// <img> on an object URL. jsdom has neither a decoder nor layout, so tests inject their own.

export type ImageDecoder = (file: Blob) => Promise<boolean>;

export const decodeImage: ImageDecoder = async (file) => {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const ok = bitmap.width > 0 && bitmap.height > 0;
      bitmap.close();
      return ok;
    } catch {
      return false;
    }
  }
  if (typeof Image === 'undefined' || typeof URL.createObjectURL !== 'function') return false;
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<boolean>((resolve) => {
      const image = new Image();
      image.onload = () => resolve(image.naturalWidth > 0 && image.naturalHeight > 0);
      image.onerror = () => resolve(false);
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
};
