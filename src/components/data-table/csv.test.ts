import { csvField, toCsv } from './csv';
import { fetchAllPages } from '@/lib/list/fetch-all-pages';

describe('csvField', () => {
  it('leaves plain values alone and writes nothing for missing ones', () => {
    expect(csvField('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvField(42)).toBe('42');
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('keeps text that looks like a formula from running: an apostrophe, and quoted (OWASP)', () => {
    expect(csvField('=1+2')).toBe(`"'=1+2"`);
    expect(csvField('=SUM(A1:A2)')).toBe(`"'=SUM(A1:A2)"`);
    expect(csvField('+33 6 12 34 56 78')).toBe(`"'+33 6 12 34 56 78"`);
    expect(csvField('-2+3')).toBe(`"'-2+3"`);
    expect(csvField('@cmd')).toBe(`"'@cmd"`);
    expect(csvField('\t=1')).toBe(`"'\t=1"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('=HYPERLINK("http://x", "y")')).toBe('"\'=HYPERLINK(""http://x"", ""y"")"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('quotes a cell a spreadsheet that splits on semicolons or tabs would cut before a formula', () => {
    expect(csvField('x;=1+2')).toBe('"x;=1+2"');
    expect(csvField('x\t=1+2')).toBe('"x\t=1+2"');
  });

  it('writes numbers as numbers, negative ones too, and neutralises the same text', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(-0.01)).toBe('-0.01');
    expect(csvField('-12.50')).toBe(`"'-12.50"`);
    // Not a number a spreadsheet reads: text, neutralised as text.
    expect(csvField(Number.NEGATIVE_INFINITY)).toBe(`"'-Infinity"`);
  });
});

describe('toCsv', () => {
  it('neutralises formulas in every cell, header included, and keeps amounts numbers', () => {
    expect(
      toCsv(
        ['=cmd()', 'Amount'],
        [
          ['x;=1+2', -12.5],
          ['=1+2', '-3'],
        ],
      ),
    ).toBe(`"'=cmd()",Amount\r\n"x;=1+2",-12.5\r\n"'=1+2","'-3"`);
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Name', 'Email', 'Age'],
        [
          ['Ada', 'ada@example.com', 36],
          ['Doe, "J"', null, undefined],
        ],
      ),
    ).toBe('Name,Email,Age\r\nAda,ada@example.com,36\r\n"Doe, ""J""",,');
  });
});

describe('fetchAllPages', () => {
  it('reads every page in order, a few at a time', async () => {
    const all = Array.from({ length: 953 }, (_, index) => index + 1);
    let inFlight = 0;
    let maxInFlight = 0;
    const fetchPage = async (page: number, perPage: number) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, page % 3));
      inFlight -= 1;
      return { rows: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    };
    expect(await fetchAllPages(fetchPage, 100)).toEqual(all);
    expect(maxInFlight).toBeLessThanOrEqual(4);
    expect(await fetchAllPages(async () => ({ rows: [], total: 0 }))).toEqual([]);
  });
});
