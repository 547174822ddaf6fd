export type CsvValue = string | number | boolean | null | undefined;

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
// Quotes, separators (a comma here; a semicolon or a tab where a spreadsheet splits on those, which
// would start a new cell, perhaps a formula, inside this one), line breaks and edge spaces.
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, a separator, a line break or edge
 * spaces, with quotes doubled. Text that a spreadsheet would run as a formula is neutralised as
 * OWASP advises: a leading apostrophe, so it opens as text, and quoted. A number is written as it
 * is, so a negative amount stays a number; text that looks like one is text and neutralised.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = String(value);
  if (FORMULA_START.test(text)) return `"'${text.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header line then one line per row, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((cells) => cells.map(csvField).join(',')).join('\r\n');
}

/**
 * Saves `csv` as a file. The byte-order mark makes Excel read the file as UTF-8, so accented
 * names survive.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click starts the download asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
