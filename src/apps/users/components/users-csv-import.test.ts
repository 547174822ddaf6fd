// @vitest-environment node
import type { TFunction } from 'i18next';
import { MAX_IMPORT_ROWS } from '../api/import-schemas';
import { readUsersCsv, type ImportRead } from './users-csv-import';

// French labels for what the export writes, so the test reads a file made in another language.
const french = new Map([
  ['users.fields.fullName', 'Nom complet'],
  ['users.fields.username', 'Nom d’utilisateur'],
  ['users.fields.email', 'E-mail'],
  ['users.fields.role', 'Rôle'],
  ['users.fields.plan', 'Offre'],
  ['users.fields.status', 'Statut'],
  ['users.fields.company', 'Entreprise'],
  ['users.fields.country', 'Pays'],
  ['users.fields.contact', 'Téléphone'],
  ['users.plans.team', 'Équipe'],
  ['users.status.active', 'Actif'],
  ['roles.editor', 'Éditeur'],
]);
const t = ((key: string) => french.get(key) ?? key) as unknown as TFunction;
const roles = ['admin', 'editor', 'subscriber'];

function rowsOf(read: ImportRead) {
  if ('error' in read) throw new Error(read.error.key);
  return read.rows.map((row) => ({
    line: row.line,
    values: Object.fromEntries(row.values),
    errors: Object.fromEntries(row.errors),
  }));
}

const error = (csv: string) => {
  const read = readUsersCsv(csv, t, roles);
  return 'error' in read ? read.error : undefined;
};

const header = 'Nom complet;Nom d’utilisateur;E-mail;Rôle;Offre;Statut;Entreprise;Pays;Téléphone';

describe('readUsersCsv', () => {
  it('reads the export’s columns and labels in the user’s language, and takes the apostrophe off', () => {
    const csv = `\uFEFF${header}\r\nAda Lovelace;ada;ada@example.com;Éditeur;équipe;Actif;Engines;UK;"'+44 20 7946 0958"\r\n`;
    expect(rowsOf(readUsersCsv(csv, t, roles))).toEqual([
      {
        line: 2,
        values: {
          fullName: 'Ada Lovelace',
          username: 'ada',
          email: 'ada@example.com',
          role: 'editor',
          currentPlan: 'team',
          status: 'active',
          company: 'Engines',
          country: 'UK',
          contact: '+44 20 7946 0958',
        },
        errors: {},
      },
    ]);
  });

  it('gives each row its errors by field: the add form’s rules, unknown roles, repeats in the file', () => {
    const csv = [
      'fullName,username,email,role,plan,company,country,contact',
      'Ada,ada,ada@example.com,editor,team,Engines,UK,+44 1',
      ',x,not-an-address,astronaut,gold,Engines,UK,+44 20 7946 0958',
      'Ada Two,ADA,ADA@example.com,subscriber,basic,Engines,UK,+44 20 7946 0958',
    ].join('\n');
    expect(rowsOf(readUsersCsv(csv, t, roles)).map((row) => row.errors)).toEqual([
      { contact: ['users.validation.contact'] },
      {
        fullName: ['validation.required'],
        username: ['validation.usernameLength'],
        email: ['validation.email'],
        role: ['validation.invalidOption'],
        currentPlan: ['validation.invalidOption'],
      },
      { username: ['users.errors.usernameTaken'], email: ['users.errors.emailTaken'] },
    ]);
  });

  it('says what makes a file unreadable: a missing column, no rows, too many, an open quote', () => {
    expect(error('Nom complet,E-mail\nAda,ada@example.com')).toEqual({
      key: 'users.import.errors.missingColumns',
      values: { columns: 'Nom d’utilisateur, Rôle, Offre, Entreprise, Pays, Téléphone' },
    });
    expect(error(`${header}\r\n`)).toEqual({ key: 'users.import.errors.empty' });
    const row = 'Ada;ada;ada@example.com;editor;team;;Engines;UK;+44 20 7946 0958';
    expect(error([header, ...Array(MAX_IMPORT_ROWS + 1).fill(row)].join('\n'))).toEqual({
      key: 'users.import.errors.tooManyRows',
      values: { max: MAX_IMPORT_ROWS },
    });
    expect(error(`${header}\n"Ada;ada`)).toEqual({
      key: 'users.import.errors.unclosedQuote',
      values: { line: 2 },
    });
  });
});
