import { coreOperations, featureCatalog, type FeatureCalls } from './features';

/** Where the table sits in docs/connect-a-backend.md: the script rewrites what is between. */
export const tableMarkers = {
  start: '<!-- features-table:start (npm run features-table writes it) -->',
  end: '<!-- features-table:end -->',
} as const;

export const tableHeader = ['`features` id', 'Screens', 'Tags', 'Operations'] as const;

type Lookups = {
  /** The tag of an operation id, from the contract's document. */
  tagOf: (operation: string) => string;
  /** An i18n key's English text (public/locales/en.json). */
  english: (key: string) => string;
};

const code = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(', ');
const unique = (values: readonly string[]) => [...new Set(values)];

function screens(entry: FeatureCalls, english: Lookups['english']): string {
  if ('name' in entry.title) return entry.title.name;
  const title = english(entry.title.key);
  return entry.title.withinKey ? `${english(entry.title.withinKey)}: ${title}` : title;
}

/**
 * The rows of "What each app needs": one per declarable feature, in the menu's order then the
 * shell's, after sign-in's (always served). Cells are plain text; src/app/features.test.ts
 * compares them with the docs' table cell by cell, so the table's padding is prettier's.
 */
export function featureRows({ tagOf, english }: Lookups): string[][] {
  const row = (id: string, title: string, operations: readonly string[]) => [
    id,
    title,
    operations.length > 0 ? unique(operations.map(tagOf)).join(', ') : '(none)',
    operations.length > 0 ? code(operations) : '(none)',
  ];
  return [
    row('(always)', 'Sign-in, sign-up, password reset, the session', coreOperations),
    ...featureCatalog().map((entry) =>
      row(`\`${entry.feature}\``, screens(entry, english), [
        ...entry.operations,
        ...entry.alsoServes,
      ]),
    ),
  ];
}

const tableLine = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** The table as markdown (before prettier pads it). */
export function featuresTable(rows: readonly (readonly string[])[]): string {
  return [
    tableLine(tableHeader),
    tableLine(tableHeader.map(() => '---')),
    ...rows.map(tableLine),
  ].join('\n');
}

/** The table's cells as a markdown text holds them, header and separator left out. */
export function parseTable(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
    .slice(2);
}
