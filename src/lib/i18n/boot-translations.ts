declare global {
  interface Window {
    /**
     * The page's language files index.html's language script fetched (build/boot-hints.ts, point
     * 1), by their URL: the chosen language's and the fallback's.
     */
    bootTranslations?: Map<string, Promise<Response | null>>;
    /** Of those, the chosen language's (the frame of point 6 reads its header there). */
    bootTranslationUrl?: string;
  }
}

/**
 * i18next's HTTP backend's `alternateFetch`: the answer index.html's language script already
 * asked for at `url`, taken once, so the file is fetched once; the backend fetches any other
 * (undefined). A file the script could not fetch (offline) is fetched again here; any answer it
 * got, a 404 or a 500 too, is the request's, and the backend treats it as its own (one retry).
 */
export function takeBootTranslation(url: string, init: RequestInit): Promise<Response> | undefined {
  // Both write the file's full address (`translationFiles`' `loadPath`, the script's `new URL`).
  const answer = window.bootTranslations?.get(url);
  window.bootTranslations?.delete(url);
  return answer?.then((response) => response ?? fetch(url, init));
}
