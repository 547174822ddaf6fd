/** A picture larger than this is refused before it is read: no phone camera needs more. */
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024;

export type ImageProblem = 'notImage' | 'sourceTooLarge' | 'unreadable' | 'tooLarge';

export interface ResizeOptions {
  /** Pixels: the square's side (`square`), or the longer side's most (`fit`, never enlarged). */
  size: number;
  /** `square` crops to the centre (an avatar keeps the face); `fit` keeps the whole picture. */
  shape: 'square' | 'fit';
  /** The longest data URL the API keeps. */
  maxChars: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
}

/**
 * Reads an image file and returns it as a JPEG data URL of the size asked, on white (a
 * transparent PNG would turn black): done in the browser, so the API stores a few tens of KB
 * rather than a camera's megabytes. An avatar (account) and a product's pictures (e-commerce) are
 * made this way. A file that cannot be used is a problem named for the message, never a throw.
 */
export async function resizeImage(
  file: File,
  { size, shape, maxChars, quality }: ResizeOptions,
): Promise<{ dataUrl: string } | { problem: ImageProblem }> {
  if (!file.type.startsWith('image/')) return { problem: 'notImage' };
  if (file.size > MAX_SOURCE_BYTES) return { problem: 'sourceTooLarge' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { problem: 'unreadable' };
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const scale = Math.min(1, size / Math.max(bitmap.width, bitmap.height));
  const width = shape === 'square' ? size : Math.max(1, Math.round(bitmap.width * scale));
  const height = shape === 'square' ? size : Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || side === 0) return { problem: 'unreadable' };
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  if (shape === 'square') {
    const left = (bitmap.width - side) / 2;
    const top = (bitmap.height - side) / 2;
    context.drawImage(bitmap, left, top, side, side, 0, 0, width, height);
  } else {
    context.drawImage(bitmap, 0, 0, width, height);
  }
  bitmap.close();
  const dataUrl = canvas.toDataURL('image/jpeg', quality);
  return dataUrl.length > maxChars ? { problem: 'tooLarge' } : { dataUrl };
}
