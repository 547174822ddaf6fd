export type CsvValue = string | number | boolean | null | undefined;

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma, line break or edge spaces, with
 * quotes doubled. Text that a spreadsheet would run as a formula gets a leading apostrophe, so it
 * opens as text; numbers are written as they are (a negative number is not a formula).
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
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
