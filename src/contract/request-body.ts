/**
 * The rules every request body keeps, on every endpoint (the control API's too): one cap, one
 * media type. A server that reads a body whole before it looks at it can be made to hold any
 * amount of memory by anyone, token or not; one that parses any body as JSON answers a form post
 * or a text body as if the client meant it.
 */

/**
 * The largest body a server reads: 2 MiB. The largest body the dashboard sends is a product with
 * six pictures of at most 300,000 characters each (1.8 MB), so a product form the API accepts
 * always fits; every other body is far smaller (a mail's text, at most 100,000 characters, is
 * under 600 KB however it is escaped).
 */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The only media type of a body: `application/json`, a `charset` parameter allowed. */
export const BODY_MEDIA_TYPE = 'application/json';

/**
 * The keys of the two answers. Existing texts, so every language already has them: 413's says
 * the request is too large, 415's that it could not be read.
 */
export const bodyErrorKeys = {
  tooLarge: 'validation.tooBig',
  notJson: 'validation.malformedJson',
} as const;

/** Whether a `Content-Type` names JSON (`application/json; charset=utf-8` does). */
export function isJsonMediaType(contentType: string | null | undefined): boolean {
  const essence = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return essence === BODY_MEDIA_TYPE;
}

/**
 * The rule as the document states it (`components.x-request-body` and the API's description).
 * 413 and 415 come before anything else, the token included: a server answers them without
 * reading, or checking, what it would refuse anyway. A function, so the app's pages, which import
 * this module for its keys, do not carry the text.
 */
export const requestBodyRules = () =>
  [
    `A request body is JSON (\`Content-Type: ${BODY_MEDIA_TYPE}\`) of at most ${MAX_BODY_BYTES} bytes`,
    `(2 MiB), on every endpoint. A larger one answers 413 \`${bodyErrorKeys.tooLarge}\``,
    '(`params.max`: the cap in bytes) as soon as its `Content-Length` says so, before anything of it',
    'is read, and otherwise as soon as more than the cap has arrived: the server stops reading there.',
    `A non-empty body of another type (or of none) answers 415 \`${bodyErrorKeys.notJson}\`. Both`,
    'come before the token is checked; an empty body is no body.',
  ].join(' ');
