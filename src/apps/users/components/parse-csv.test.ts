// @vitest-environment node
import { toCsv } from '@/components/data-table/csv';
import { CsvSyntaxError, parseCsv } from './parse-csv';

const cellsOf = (text: string) => parseCsv(text).map((record) => record.cells);

describe('parseCsv (RFC 4180)', () => {
  it('reads records and fields, with any line end, a last line with none and no blank lines', () => {
    expect(cellsOf('a,b,c\r\n1,2,3\n4,5,6\r7,8,9')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ]);
    expect(cellsOf('a,b\r\n\r\n1,\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('reads quoted fields with separators, doubled quotes and line breaks, and their lines', () => {
    const records = parseCsv(
      'name,note\r\n"Doe, Jane","She said ""hi""\r\nthen left"\r\nBob,""\r\n',
    );
    expect(records).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['Doe, Jane', 'She said "hi"\r\nthen left'] },
      { line: 4, cells: ['Bob', ''] },
    ]);
  });

  it('drops the byte-order mark and reads what the export writes back as it was', () => {
    const rows = [
      ['Zoë Ünal', '=SUM(A1)', 'a;b', ' padded ', 'multi\nline'],
      ['Plain', '-12.5', '', '"quoted"', 'x'],
    ];
    const csv = `\uFEFF${toCsv(['one', 'two', 'three', 'four', 'five'], rows)}`;
    expect(cellsOf(csv).slice(1)).toEqual([
      // The export neutralises formulas with a leading apostrophe; parsing leaves it.
      ['Zoë Ünal', "'=SUM(A1)", 'a;b', ' padded ', 'multi\nline'],
      ['Plain', "'-12.5", '', '"quoted"', 'x'],
    ]);
  });

  it('splits on semicolons when the header line has more of them than commas', () => {
    expect(cellsOf('Nom;Offre\r\n"Dupont; Jean";Équipe,2\r\n')).toEqual([
      ['Nom', 'Offre'],
      ['Dupont; Jean', 'Équipe,2'],
    ]);
  });

  it('refuses a quote that is never closed, naming the line it opened on', () => {
    expect(() => parseCsv('a,b\r\n1,"open\r\n2,3')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\r\n1,2\r\n3,"open')).toThrow(new CsvSyntaxError(3));
  });

  it('reads nothing from an empty file', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF\r\n')).toEqual([]);
  });
});
