/**
 * A value made the first time it is read, not when its module loads: `build` runs on the first
 * property read, `in` or spread, once, and every later read goes to what it made (zod's
 * `instanceof` reads the value's traits, so it works too). Read-only: nothing writes to a schema.
 *
 * For the routes' search schemas and their filters (`*-search.ts`). The route tree imports every
 * route's search schema, so building them all at import was a third of the entry's evaluation
 * (zod's objects: 5-15 ms at full speed, four times that on a phone), though a page load parses
 * one. Typed as what `build` returns; `z.extend`, `z.omit`, `.shape`, `{ ...filters }` and the
 * router's `validateSearch` see the built value.
 */
export function builtOnFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const value = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      // The proxy's own target is empty: a property may be reported only as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
