// Loads a module of src/ in Node, for the scripts (`npm run openapi`, `contract`,
// `features-table`) and for what vite.config.ts runs (the mock API, the static build's OpenAPI
// files): through Vite's module runner, which reads TypeScript and resolves `@/` as the app's
// build does, so src/ has one import style everywhere. Plain JavaScript, so that Node runs the
// scripts that import it without a loader.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const SOURCE_DIR = fileURLToPath(new URL('../src', import.meta.url));

/** `@/…` is `src/…`: vite.config.ts's alias (tsconfig.json's `paths` say the same to TypeScript). */
export const SOURCE_ALIAS = { '@': SOURCE_DIR };

/**
 * The module at `file` (relative to src/), and every file of the project it loaded. Packages are
 * Node's own imports; the module and what it imports of src/ are evaluated once per call.
 */
export async function importSource(file) {
  return runnerImport(path.resolve(SOURCE_DIR, file), {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: SOURCE_ALIAS },
  });
}
