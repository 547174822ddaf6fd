import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiDocument } from '@/contract/api-contract';
import { featureIds } from '@/lib/features/feature-ids';
import english from '../../public/locales/en.json';
import {
  coreOperations,
  featureCatalog,
  operationsNeeded,
  tagsNeeded,
  type OperationsDocument,
} from './features';
import { featureRows, parseTable, tableMarkers } from './features-table';

const document = apiDocument() as unknown as OperationsDocument;
const tagOf = new Map<string, string>();
for (const operations of Object.values(document.paths)) {
  for (const operation of Object.values(operations)) {
    if (operation.operationId) tagOf.set(operation.operationId, operation.tags?.[0] ?? '');
  }
}
/** Served by the mock for the API reference page, not by a backend for the screens. */
const notScreens = new Set(['getOpenApiDocument']);

const named = featureCatalog().flatMap((entry) => [...entry.operations, ...entry.alsoServes]);

describe('what each screen calls', () => {
  it('names only operations of the contract', () => {
    const unknown = [...coreOperations, ...named].filter((operation) => !tagOf.has(operation));
    expect(unknown).toEqual([]);
  });

  it('claims every operation of the contract: by an app, a shell feature or sign-in', () => {
    const claimed = new Set([...coreOperations, ...named]);
    const unclaimed = [...tagOf.keys()].filter(
      (operation) => !claimed.has(operation) && !notScreens.has(operation),
    );
    expect(unclaimed).toEqual([]);
  });

  it('has one entry per declarable feature, and a declarable feature per entry', () => {
    const features = featureCatalog().map((entry) => entry.feature);
    expect(features.toSorted()).toEqual([...featureIds].toSorted());
  });

  it('takes sign-in to be the whole Authentication tag, always served', () => {
    const authentication = [...tagOf]
      .filter(([, tag]) => tag === 'Authentication')
      .map(([operation]) => operation);
    expect(authentication.toSorted()).toEqual([...coreOperations].toSorted());
  });
});

describe('operationsNeeded and tagsNeeded', () => {
  const declared = ['users', 'roles', 'permissions', 'todo'] as const;

  it('needs sign-in and what the declared features call, nothing else', () => {
    const needed = operationsNeeded(declared);
    expect(needed).toContain('signIn');
    expect(needed).toContain('listTodoTasks');
    // The users page reads the roles whatever else is declared.
    expect(needed).toContain('listRoles');
    expect(needed).not.toContain('listAuditLog');
    expect(needed).not.toContain('streamEvents');
    expect(needed).not.toContain('getDashboardOverview');
  });

  it('names the tags a backend serving that declaration is checked on', () => {
    expect(tagsNeeded(declared, document)).toEqual([
      'Authentication',
      'Users',
      'Roles',
      'Permissions',
      'Todo',
    ]);
  });

  it('needs every operation of the screens with no declaration', () => {
    const needed = operationsNeeded(undefined);
    expect([...tagOf.keys()].filter((operation) => !needed.has(operation))).toEqual([
      ...notScreens,
    ]);
  });

  it('leaves out a feature whose app is not declared', () => {
    expect(operationsNeeded(['ecommerce-customers'])).not.toContain('listCustomers');
    expect(operationsNeeded(['ecommerce', 'ecommerce-customers'])).toContain('listCustomers');
  });
});

describe('docs/connect-a-backend.md', () => {
  it('holds the table the manifests make (npm run features-table writes it)', () => {
    const text = readFileSync(path.resolve('docs/connect-a-backend.md'), 'utf8');
    const from = text.indexOf(tableMarkers.start);
    const to = text.indexOf(tableMarkers.end);
    expect(from).toBeGreaterThan(-1);
    expect(to).toBeGreaterThan(from);
    const rows = featureRows({
      tagOf: (operation) => tagOf.get(operation) ?? `(not in the contract: ${operation})`,
      english: (key) => (english as Record<string, string>)[key] ?? key,
    });
    expect(parseTable(text.slice(from, to))).toEqual(rows);
  });
});
