import { MAX_AVATAR_CHARS } from '../api/account-schemas';

/** The side of the stored avatar, in pixels: enough for the largest place it shows (2×). */
export const AVATAR_SIZE = 256;
/** A photo larger than this is refused before it is read: no phone camera needs more. */
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024;

export type AvatarProblem = 'notImage' | 'sourceTooLarge' | 'unreadable' | 'tooLarge';

/**
 * Reads an image file and returns it as a square JPEG data URL of `AVATAR_SIZE`, cropped to its
 * centre (a portrait keeps the face, not a squashed body). Done in the browser, so the API stores
 * a few tens of KB rather than a camera's megabytes. A file that cannot be used is a problem
 * named for the message, never a throw.
 */
export async function resizeAvatar(
  file: File,
): Promise<{ dataUrl: string } | { problem: AvatarProblem }> {
  if (!file.type.startsWith('image/')) return { problem: 'notImage' };
  if (file.size > MAX_SOURCE_BYTES) return { problem: 'sourceTooLarge' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { problem: 'unreadable' };
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context || side === 0) return { problem: 'unreadable' };
  // A transparent PNG would turn black as a JPEG: paint it on white.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    AVATAR_SIZE,
    AVATAR_SIZE,
  );
  bitmap.close();
  const dataUrl = canvas.toDataURL('image/jpeg', 0.85);
  return dataUrl.length > MAX_AVATAR_CHARS ? { problem: 'tooLarge' } : { dataUrl };
}
