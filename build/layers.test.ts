// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLayers, forbiddenArrow, layerProblems, type SourceModule } from './layers.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const module = (file: string, packages: string[] = [], imports: string[] = []): SourceModule => ({
  file,
  imports,
  packages,
});

describe('the layer table', () => {
  it('holds for every import of src/, tests included', () => {
    expect(checkLayers(SRC)).toEqual([]);
  });

  it('refuses an app importing another app, even from a test', () => {
    expect(
      forbiddenArrow(
        module('apps/kanban/api/kanban-schemas.ts'),
        module('apps/todo/api/todo-schemas.ts'),
      ),
    ).toBe('an app never imports another app (apps/kanban → apps/todo)');
    expect(
      forbiddenArrow(
        module('apps/dashboards/pages/analytics-page.test.tsx'),
        module('apps/todo/api/due-date-order.ts'),
      ),
    ).toBe('an app never imports another app (apps/dashboards → apps/todo)');
    expect(
      forbiddenArrow(module('apps/todo/pages/todo-page.tsx'), module('apps/todo/api/get-tasks.ts')),
    ).toBeUndefined();
  });

  it('refuses shared code importing an app, and an app importing the contract', () => {
    expect(
      forbiddenArrow(
        module('components/layout/app-layout.tsx'),
        module('apps/todo/todo-manifest.ts'),
      ),
    ).toBe('components/ may not import apps/<name>/');
    expect(forbiddenArrow(module('lib/list/list-search.ts'), module('stores/ui-settings.ts'))).toBe(
      'lib/ may not import stores/',
    );
    expect(
      forbiddenArrow(module('apps/kanban/api/kanban-schemas.ts'), module('contract/endpoint.ts')),
    ).toBe('apps/<name>/ may not import contract/');
  });

  it('lets tests use the harness, and the code under test not', () => {
    const harness = module('testing/render-route.tsx');
    expect(forbiddenArrow(module('apps/todo/pages/todo-page.test.tsx'), harness)).toBeUndefined();
    expect(forbiddenArrow(module('apps/todo/pages/todo-page.tsx'), harness)).toBe(
      'apps/<name>/ may not import testing/',
    );
    expect(forbiddenArrow(module('lib/http/http.ts'), module('mocks/hosts/node.ts'))).toBe(
      'lib/ may not import mocks/',
    );
  });

  it('lets the API side import only the modules of apps/ and lib/ it shares', () => {
    const schemas = module('apps/todo/api/todo-schemas.ts', ['zod/mini']);
    const hook = module('apps/todo/api/get-tasks.ts', ['@tanstack/react-query']);
    expect(forbiddenArrow(module('mocks/handlers/todo.ts'), schemas)).toBeUndefined();
    expect(forbiddenArrow(module('mocks/handlers/todo.ts'), hook)).toMatch(
      /^mocks\/ imports from apps\/ only modules shared with the API/,
    );
    // …and what it shares may not reach further.
    const values = module('apps/todo/api/todo-values.ts', [], ['apps/todo/api/get-tasks.ts']);
    expect(
      layerProblems([module('mocks/handlers/todo.ts', [], [values.file]), values, hook]),
    ).toEqual([
      'apps/todo/api/todo-values.ts → apps/todo/api/get-tasks.ts: the API side imports the first, so it may import only modules shared with the API',
    ]);
  });

  it('names a file of a folder the table does not know', () => {
    expect(forbiddenArrow(module('helpers/misc.ts'), module('lib/config.ts'))).toBe(
      'helpers/misc.ts is in no layer of the table (build/layers.ts)',
    );
  });
});
