import { i18next } from '@/lib/i18n/i18n';
import { auditFields } from './audit-field-labels';
import { auditActions, recordTypeKeys } from './audit-labels';
import type { AuditLogQuery } from './list-audit-log';
import { auditApps } from './audit-log-values';

/** Lower case without accents, so "etape" finds "Étape". */
const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The codes whose label, in the user's language, holds `q`: the words a row shows that the API
 * cannot search, since it stores codes and knows no language (the action, the app, the kind of
 * record, the changed fields). Written `kind:code`, comma-separated, as `GET /api/audit-log`
 * reads its `qKeys` (docs/api.md, "Audit log").
 */
export function shownKeys(q: string): string {
  const needle = normal(q.trim());
  if (needle === '') return '';
  const t = i18next.t;
  const labels: [string, string][] = [
    ...auditActions.map((action): [string, string] => [
      `action:${action}`,
      t(`auditLog.actions.${action}`),
    ]),
    ...auditApps.map((app): [string, string] => [`app:${app}`, t(`auditLog.apps.${app}`)]),
    ...[...recordTypeKeys].map(([type, key]): [string, string] => [`type:${type}`, t(key)]),
    ...auditFields.map((field): [string, string] => [
      `field:${field}`,
      t(`auditLog.changeFields.${field}`),
    ]),
  ];
  return labels
    .filter(([, label]) => normal(label).includes(needle))
    .map(([code]) => code)
    .join(',');
}

/** The query as the API reads it: the text typed, and the codes whose labels hold it. */
export function withShownKeys<Search extends AuditLogQuery>(search: Search): Search {
  const qKeys = search.q ? shownKeys(search.q) : '';
  return qKeys ? { ...search, qKeys } : search;
}
