/** Why a file is not CSV: a quoted field never closed, with the line it opened on (1-based). */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote opened on line ${line}`);
  }
}

export type CsvRecord = {
  /** The line of the file the record starts on, 1-based (a quoted field may span lines). */
  line: number;
  cells: string[];
};

/**
 * The separator of a file: a comma (RFC 4180), or a semicolon when the header line holds more of
 * them outside quotes, as spreadsheets write CSV where the comma is the decimal mark (fr, de, pt).
 */
function separatorOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads CSV text (RFC 4180): records end at CRLF, LF or CR; a field in double quotes may hold the
 * separator, line breaks and doubled quotes (`""`); a leading byte-order mark is dropped; blank
 * lines are skipped. Throws `CsvSyntaxError` for a quote never closed.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = separatorOf(source);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoteLine = 0;
  let quoted = false;
  // A field that was quoted counts even when empty (`""`), so such a record is not blank.
  let fieldQuoted = false;

  const endField = () => {
    cells.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    const blank = cells.length === 1 && cells[0] === '' && !fieldQuoted;
    if (!blank) records.push({ line: recordLine, cells });
    cells = [];
    fieldQuoted = false;
  };

  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      fieldQuoted = true;
      quoteLine = line;
    } else if (char === separator) {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      // A quote inside an unquoted field is kept as it is, as spreadsheets read it.
      field += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (field !== '' || cells.length > 0 || fieldQuoted) endRecord();
  return records;
}
