// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiGroups } from '@/contract/api-contract';
import { declared } from '@/contract/endpoint';
import { languageCodes } from '@/lib/i18n/languages';
import { tables } from '@/mocks/db/tables';
import { IGNORED_FIELDS } from '@/mocks/lib/audit-log';
import { auditFields } from './audit-field-labels';

const locale = (code: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `public/locales/${code}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** The fields of a table's rows, read from its schema (an object schema's shape). */
function fieldsOf(table: keyof typeof tables): string[] {
  const { schema } = tables[table];
  if (!('shape' in schema) || typeof schema.shape !== 'object' || schema.shape === null) {
    throw new Error(`the ${table} table's schema is not an object`);
  }
  return Object.keys(schema.shape);
}

describe('the audit log’s field names', () => {
  it('name every field the mock can list as changed, and no other', () => {
    // The log compares the rows of the tables each write declares; it skips its bookkeeping.
    const audited = new Set(
      apiGroups
        .flatMap((group) => group.endpoints)
        .flatMap((endpoint) => declared(endpoint.audit)?.tables ?? []),
    );
    const fields = new Set(
      [...audited].flatMap(fieldsOf).filter((field) => !IGNORED_FIELDS.has(field)),
    );
    expect([...auditFields].toSorted()).toEqual([...fields].toSorted());
  });

  it.each(languageCodes)('are written in %s', (code) => {
    const texts = locale(code);
    expect(auditFields.filter((field) => !texts[`auditLog.changeFields.${field}`])).toEqual([]);
  });
});
