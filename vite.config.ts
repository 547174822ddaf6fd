/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { mantineComponentCss } from './build/mantine-css.ts';
import { lighterMantine } from './build/lighter-mantine.ts';
import { bootHints, EARLY_ENTRY } from './build/boot-hints.ts';
import { firstRequestsOf, type FirstRequestsModule } from './build/first-requests.ts';
import { translationParts } from './build/translation-parts.ts';
import { BOOT_CHUNK, routeChunks, SIGNED_IN_LIBRARIES } from './build/route-chunks.ts';
import { staticHost } from './build/static-host.ts';
import { securityHeadersPlugin } from './build/security-headers.ts';
import { API_REFERENCE_HTML, openApiFiles } from './build/api-reference-page.ts';
import { mockApiPlugin } from './build/mock-api.ts';
import { importSource, SOURCE_ALIAS } from './build/import-source.mjs';
import EnvironmentSequencer from './build/test-sequencer.ts';
import { MOCKING_FILES } from './build/mocking-files.ts';

const translations = translationParts();
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-table|table-core|react-virtual|virtual-core)[\w-]+|i18next|i18next-http-backend|i18next-browser-languagedetector|react-i18next|zustand|zod|ky|@casl|@ucast|use-sync-external-store)[\\/]/;
// The libraries every screen needs (`framework`). @tanstack's table and virtualizer are left out:
// only the screens with lists need them; the query cache and CASL too: they load with the
// signed-in shell.
const isFramework = (id: string) => FRAMEWORK.test(id) && !SIGNED_IN_LIBRARIES.test(id);
// Mantine's core and the inputs, buttons and text every screen (sign-in included) renders, with
// their stylesheets (build/mantine-css.ts): one chunk and one CSS file instead of a dozen small
// ones (−4 KB gzip on the sign-in page, 24 files down to 12; docs/performance.md).
const MANTINE_BASE =
  /node_modules[\\/]@mantine[\\/]core[\\/](esm[\\/](core|components[\\/](Box|Text|Paper|Button|ActionIcon|UnstyledButton|Input|InputBase|TextInput|PasswordInput|NativeSelect|Combobox[\\/]ComboboxChevron|Alert))[\\/]|styles[\\/](Text|Title|Paper|Button|ActionIcon|UnstyledButton|Input|PasswordInput|CloseButton|Combobox|Alert|Stack|Group|Center|Image)\.layer\.css)/;

const chunks = routeChunks((id) => isFramework(id) || MANTINE_BASE.test(id));

// `--mode static` builds for a host with no server: the mock API then runs in a service worker.
/** The files index.html loads on every page, by their names in the build (`assets/boot-….js`). */
const LOADED_BY_INDEX = new RegExp(
  `^assets/(rolldown-runtime|framework|mantine-base|${BOOT_CHUNK})-`,
);

export default defineConfig(({ mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders travel with their page: left in the route tree they would pull every app's API
      // module and schemas into the entry chunk that the sign-in page downloads too.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
    }),
    mantineComponentCss(),
    lighterMantine(),
    chunks.plugin,
    translations,
    // The static build's mock API starts with the app (a service worker): nothing to ask early.
    bootHints(
      translations.parts,
      mode === 'static'
        ? null
        : () =>
            firstRequestsOf(
              async () =>
                (await importSource('app/first-requests.ts')).module as FirstRequestsModule,
            ),
    ),
    // Before the servers' other middlewares: every answer, a precompressed file or the API's, has them.
    securityHeadersPlugin(['index.html', API_REFERENCE_HTML]),
    staticHost(),
    react(),
    mode === 'static' ? openApiFiles() : mockApiPlugin(),
  ],
  define: mode === 'static' ? { 'import.meta.env.VITE_MOCK_HOST': JSON.stringify('worker') } : {},
  build: {
    outDir: mode === 'static' ? 'dist-static' : 'dist',
    manifest: true,
    sourcemap: false,
    // The entry's chunk (every page loads it, sign-in too) imports each page's chunk lazily, with
    // the route definitions; Vite would list with each import the chunks it needs: ~2 KB gzip of
    // file names. The root route preloads a page's files from index.html's route table instead
    // (src/lib/router/page-files.ts); the entry's other lazy imports (the shell, the toasts, the
    // error page) need no chunk that is not loaded by then. Stylesheets stay in Vite's list: it
    // inserts them with the chunk.
    // No modulepreload polyfill: it was the entry's file, one more request on every page, for
    // browsers without `modulepreload` (Firefox before 115, Safari before 17), which then fetch a
    // page's chunks as they are imported instead of ahead.
    // A lazy part's list leaves out what index.html loads on every page (the runtime, `framework`,
    // `mantine-base`, `boot`, their stylesheets): ~0.3 KB gzip of file names in each chunk with a
    // lazy import (the shell, the date-range filter…).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) =>
        path.basename(hostId).startsWith(`${BOOT_CHUNK}-`)
          ? []
          : deps.filter((dep) => !LOADED_BY_INDEX.test(dep)),
    },
    // The libraries every screen needs at boot go in one chunk: one request, and gzip compresses
    // them together better than as many small shared chunks (see docs/performance.md).
    rolldownOptions: {
      // The API reference is a page of its own (docs/api-reference.md): its renderer weighs
      // megabytes, and as a second entry that imports nothing of the dashboard it adds no byte to
      // the dashboard's pages.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'api-reference': fileURLToPath(new URL(`./${API_REFERENCE_HTML}`, import.meta.url)),
        // index.html's early script (build/boot-hints.ts, point 5): a few hundred bytes that
        // import nothing of the app.
        ...(mode === 'static'
          ? {}
          : {
              [EARLY_ENTRY]: fileURLToPath(
                new URL('./src/lib/early/early-entry.ts', import.meta.url),
              ),
            }),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: isFramework },
            { name: 'mantine-base', test: MANTINE_BASE },
            ...chunks.groups,
          ],
        },
      },
    },
  },
  resolve: {
    alias: SOURCE_ALIAS,
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  test: {
    globals: true,
    environment: 'jsdom',
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    restoreMocks: true,
    testTimeout: 15000,
    // Vitest's default is one worker less than the cores: one on a two-core machine, where two
    // finish the suite in little more than half the time (its tests wait on timers as often as
    // they compute).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker's test files share their modules (React, Mantine, the mock and its contract are
    // loaded once per worker, not once per file): the suite runs in half the time. Each file
    // still gets its own window and its own mock database; src/testing/setup.ts puts the session
    // and the stores back after each file.
    isolate: false,
    // The files of one environment together (build/test-sequencer.ts): a worker serves one.
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          exclude: MOCKING_FILES,
        },
      },
      // A file that mocks a module (`vi.mock`) runs with modules of its own: the mock reaches only
      // the modules loaded after it, and another file of a shared worker may have loaded them.
      { extends: true, test: { name: 'own modules', include: MOCKING_FILES, isolate: true } },
    ],
  },
}));
