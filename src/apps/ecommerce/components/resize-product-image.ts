import { MAX_PRODUCT_IMAGE_CHARS, PRODUCT_IMAGE_SIZE } from '../api/ecommerce-values';

/** A picture larger than this is refused before it is read. */
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024;

export type ImageProblem = 'notImage' | 'sourceTooLarge' | 'unreadable' | 'tooLarge';

/**
 * Reads an image file and returns it as a JPEG data URL that fits in `PRODUCT_IMAGE_SIZE` pixels
 * on its longer side (never enlarged), on white, as the account's avatar is made: the API stores
 * a few tens of KB rather than a camera's megabytes. A file that cannot be used is a problem
 * named for the message, never a throw.
 */
export async function resizeProductImage(
  file: File,
): Promise<{ dataUrl: string } | { problem: ImageProblem }> {
  if (!file.type.startsWith('image/')) return { problem: 'notImage' };
  if (file.size > MAX_SOURCE_BYTES) return { problem: 'sourceTooLarge' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { problem: 'unreadable' };
  }
  const scale = Math.min(1, PRODUCT_IMAGE_SIZE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || bitmap.width === 0) return { problem: 'unreadable' };
  // A transparent PNG would turn black as a JPEG: paint it on white.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const dataUrl = canvas.toDataURL('image/jpeg', 0.82);
  return dataUrl.length > MAX_PRODUCT_IMAGE_CHARS ? { problem: 'tooLarge' } : { dataUrl };
}
