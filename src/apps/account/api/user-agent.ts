// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android says Linux.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

function firstMatch(userAgent: string, names: readonly (readonly [RegExp, string])[]) {
  return names.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/**
 * Names the browser and the system of a User-Agent, simply ("Chrome", "Linux"): enough for a
 * person to tell their sign-ins apart, not a device database. Null for what it does not know.
 */
export function parseUserAgent(userAgent: string): { browser: string | null; os: string | null } {
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) };
}
