/**
 * The test files that mock a module (`vi.mock`, `vi.doMock`): they run in vitest's project with
 * modules of their own (vite.config.ts), since a mock reaches only the modules loaded after it and
 * the files of a shared worker may have loaded them already. build/mocking-files.test.ts keeps
 * the list whole.
 */
export const MOCKING_FILES = [
  'src/lib/events/event-stream.test.ts',
  'src/lib/presence/use-presence.test.tsx',
];

/** Whether a test file's source mocks a module: a statement of its own, as vitest hoists it. */
export function mocksAModule(source: string): boolean {
  return /^\s*vi\.(mock|doMock)\(/m.test(source);
}
