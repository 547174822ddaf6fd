// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiGroups } from '@/contract/api-contract';
import { languageCodes } from '@/lib/i18n/languages';
import { actionOf, auditScopes } from '@/mocks/lib/audit-log';
import { auditActions, recordTypeKeys } from './audit-labels';

const locale = (code: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `public/locales/${code}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('the audit log’s action names', () => {
  it('name every action the mock can record, and no other', () => {
    // Every write a signed-in caller makes goes through the log; a write that changed no row
    // records the verb's action (create, update, delete) or the endpoint's own name.
    const recorded = apiGroups
      .flatMap((group) => group.endpoints)
      .filter((endpoint) => endpoint.method !== 'get' && endpoint.access.kind !== 'public')
      .flatMap((endpoint) => [
        actionOf(endpoint.id, undefined),
        ...(['create', 'update', 'delete'] as const).map((kind) => actionOf(endpoint.id, kind)),
      ]);
    const expected = new Set([...recorded, 'signIn', 'signOut']);
    expect([...auditActions].toSorted()).toEqual([...expected].toSorted());
  });

  it('name the kind of every record a write can change', () => {
    const tables = new Set(auditScopes.flatMap((scope) => scope.tables));
    expect([...tables].filter((table) => !recordTypeKeys.has(table))).toEqual([]);
  });

  it.each(languageCodes)('are written in %s', (code) => {
    const texts = locale(code);
    expect(auditActions.filter((action) => !texts[`auditLog.actions.${action}`])).toEqual([]);
  });
});
