/**
 * The versions' words on the wire, apart from their schemas (versions.ts): what every write and
 * every error message needs, kept out of the first load's schemas.
 */

/** The header a write names its version in, as an entity tag: `"3"` (or `*`: any version). */
export const IF_MATCH_HEADER = 'If-Match';

/** The 412's message key. */
export const STALE_VERSION_KEY = 'errors.versionStale';

/** The entity tag of a version, as `If-Match` names it: `"3"`. */
export const versionTag = (version: number) => `"${version}"`;

/**
 * The version an `If-Match` value names: a number, `undefined` for `*` (any version) or no header,
 * `null` for anything else (refused as invalid input).
 */
export function versionOfTag(header: string | null): number | undefined | null {
  if (header === null || header.trim() === '*') return undefined;
  const match = /^"([1-9]\d{0,8})"$/.exec(header.trim());
  return match ? Number(match[1]) : null;
}
