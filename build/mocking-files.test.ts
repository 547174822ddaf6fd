// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { MOCKING_FILES, mocksAModule } from './mocking-files';

const testFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split('\\').join('/')}`);

describe('MOCKING_FILES', () => {
  it('lists every test file that mocks a module, and only those', () => {
    const mocking = [...testFiles('src'), ...testFiles('build')].filter((file) =>
      mocksAModule(readFileSync(file, 'utf8')),
    );
    expect(mocking.toSorted()).toEqual([...MOCKING_FILES].toSorted());
  });

  it('knows a mock by its call, and not by its name in a text', () => {
    expect(mocksAModule("import x from 'y';\nvi.mock('@/lib/session/session', () => ({}));")).toBe(
      true,
    );
    expect(mocksAModule("  vi.doMock('./clock');")).toBe(true);
    expect(mocksAModule('vi.fn();\nvi.useFakeTimers();')).toBe(false);
    expect(mocksAModule("expect(text).toContain('vi.mock(');")).toBe(false);
  });
});
