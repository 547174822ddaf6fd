import { bodyErrorKeys, isJsonMediaType, MAX_BODY_BYTES } from '@/contract/request-body';
import { errorResponse } from './http-errors';

/** The paths a request may be an API or control call on (node-middleware.ts serves these). */
export const MOCK_PATH = /\/(?:api|apps|jwt|__mock)\//;

/** Methods whose body is read; a GET's or a HEAD's never is. */
export const hasBody = (method: string): boolean => !/^(?:GET|HEAD)$/i.test(method);

/** The 413 every host answers, with the cap (`params.max`). */
export const bodyTooLarge = (): Response =>
  errorResponse(413, bodyErrorKeys.tooLarge, undefined, { max: MAX_BODY_BYTES });

export const bodyNotJson = (): Response => errorResponse(415, bodyErrorKeys.notJson);

/** Whether a `Content-Length` already says the body is over the cap. */
export function declaredTooLarge(contentLength: string | null | undefined): boolean {
  const bytes = Number(contentLength);
  return Number.isFinite(bytes) && bytes > MAX_BODY_BYTES;
}

/** What reading a body up to the cap found: its bytes, or that there were more. */
export type CappedBody = { bytes: Uint8Array<ArrayBuffer> } | { tooLarge: true };

/**
 * Reads `chunks` until they end or pass the cap, and stops there: whatever comes after the cap is
 * never asked for, so a body that would never end costs the cap and no more.
 */
export async function readCapped(chunks: AsyncIterable<Uint8Array>): Promise<CappedBody> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) return { tooLarge: true };
    parts.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return { bytes };
}

/** A web stream read chunk by chunk, cancelled when the reader stops early. */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/**
 * The rules every body keeps (src/contract/request-body.ts), decided the same in every host: a
 * 413 when `Content-Length` says the body is over the cap, or once more than the cap has been
 * read of a copy; then a 415 when a non-empty body is not JSON. Undefined when the body passes.
 */
export async function bodyProblem(request: Request): Promise<Response | undefined> {
  if (!hasBody(request.method)) return undefined;
  if (declaredTooLarge(request.headers.get('content-length'))) return bodyTooLarge();
  const { body } = request.clone();
  if (!body) return undefined;
  const read = await readCapped(chunksOf(body));
  if ('tooLarge' in read) return bodyTooLarge();
  if (read.bytes.byteLength > 0 && !isJsonMediaType(request.headers.get('content-type'))) {
    return bodyNotJson();
  }
  return undefined;
}
