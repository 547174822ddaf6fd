// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiGroups } from '@/contract/api-contract';
import { declared } from '@/contract/endpoint';
import { languageCodes } from '@/lib/i18n/languages';
import { actionOf } from '@/mocks/lib/audit-log';
import { auditActions, recordTypeKeys } from './audit-labels';
import { auditRecordTypes } from './audit-record-types';

const locale = (code: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `public/locales/${code}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('the audit log’s action names', () => {
  it('name every action the mock can record, and no other', () => {
    // Every write whose record declares an audit goes through the log; a write that changed no
    // row records the verb's action (create, update, delete) or the endpoint's own name.
    const recorded = apiGroups
      .flatMap((group) => group.endpoints)
      .filter((endpoint) => declared(endpoint.audit) !== undefined)
      .flatMap((endpoint) => [
        actionOf(endpoint.id, undefined),
        ...(['create', 'update', 'delete'] as const).map((kind) => actionOf(endpoint.id, kind)),
      ]);
    // The auth handlers record the sign-ins, the sign-outs, the refused ones and the lock-outs.
    const expected = new Set([...recorded, 'signIn', 'signOut', 'signInFailed', 'signInLocked']);
    expect([...auditActions].toSorted()).toEqual([...expected].toSorted());
  });

  it.each(languageCodes)('are written in %s', (code) => {
    const texts = locale(code);
    expect(auditActions.filter((action) => !texts[`auditLog.actions.${action}`])).toEqual([]);
  });
});

describe('the audit log’s record types', () => {
  it.each(languageCodes)('are written in %s', (code) => {
    const texts = locale(code);
    const unlabelled = auditRecordTypes.filter((recordType) => {
      const key = recordTypeKeys.get(recordType);
      return key === undefined || !texts[key];
    });
    expect(unlabelled).toEqual([]);
  });
});
