import { describe, expect, it } from 'vitest';
import { csvCell, CsvSyntaxError, parseCsv, toCsv, unguardCell } from './csv';

const fields = (text: string) => parseCsv(text).map((record) => record.fields);

function syntaxErrorOf(text: string): CsvSyntaxError {
  try {
    parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a CsvSyntaxError');
}

describe('parseCsv (RFC 4180)', () => {
  it('reads plain records separated by CRLF, LF or CR, without an empty record for the final line break', () => {
    expect(fields('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(fields('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fields('a\rb\r')).toEqual([['a'], ['b']]);
    expect(fields('')).toEqual([]);
  });

  it('keeps empty fields, leading and trailing', () => {
    expect(fields(',a,\r\n,,\r\n')).toEqual([
      ['', 'a', ''],
      ['', '', ''],
    ]);
    expect(fields('""\r\n')).toEqual([['']]);
  });

  it('reads quoted fields: escaped quotes, commas, CRLF and LF inside quotes', () => {
    expect(fields('"a ""quoted"" word","x,y","line1\r\nline2","l1\nl2"\r\n')).toEqual([['a "quoted" word', 'x,y', 'line1\r\nline2', 'l1\nl2']]);
    expect(fields('"",""""\r\n')).toEqual([['', '"']]);
  });

  it('ignores a leading byte-order mark (and only a leading one)', () => {
    expect(fields('\uFEFFid,title\r\n1,A\r\n')).toEqual([
      ['id', 'title'],
      ['1', 'A'],
    ]);
    expect(fields('a,\uFEFFb')).toEqual([['a', '\uFEFFb']]);
  });

  it('numbers each record by the line it starts on, counting line breaks inside quotes', () => {
    const records = parseCsv('h1,h2\r\n"multi\r\nline",x\r\nlast,y\r\n');
    expect(records.map((record) => record.line)).toEqual([1, 2, 4]);
    expect(parseCsv('a\n\nb\n').map((record) => [record.line, record.fields])).toEqual([
      [1, ['a']],
      [2, ['']],
      [3, ['b']],
    ]);
  });

  it('refuses what RFC 4180 does not allow, naming the line', () => {
    expect(syntaxErrorOf('a,b\r\nab"c,d\r\n')).toMatchObject({ line: 2, problem: 'quoteInField' });
    expect(syntaxErrorOf('a\r\n"abc"x,d\r\n')).toMatchObject({ line: 2, problem: 'textAfterQuote' });
    expect(syntaxErrorOf('a\r\nb\r\n"open,\r\nnever closed\r\n')).toMatchObject({ line: 3, problem: 'unterminatedQuote' });
    expect(syntaxErrorOf('"a" ,b')).toMatchObject({ line: 1, problem: 'textAfterQuote' });
    // A control character (a NUL would fail in the database) is refused with its line, quoted or not.
    expect(syntaxErrorOf('a,b\r\nc,d\u0000e\r\n')).toMatchObject({ line: 2, problem: 'controlCharacter' });
    expect(syntaxErrorOf('a\n"x\ny\u0007"\n')).toMatchObject({ line: 3, problem: 'controlCharacter' });
    expect(parseCsv('a\tb,c\r\n').map((record) => record.fields)).toEqual([['a\tb', 'c']]);
  });
});

describe('csvCell and toCsv', () => {
  it('quotes only when needed and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes CRLF records that parse back to the same values, formula guard undone', () => {
    const rows = [
      ['id', 'title'],
      ['1', 'Comma, and "quotes"'],
      ['2', 'multi\r\nline'],
      ['3', '=1+2'],
      ['4', "'=already quoted"],
      ['5', ''],
    ];
    const text = toCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('id,title');
    expect(parseCsv(text).map((record) => record.fields.map(unguardCell))).toEqual(rows);
  });

  it('unguardCell only removes the apostrophe csvCell adds', () => {
    expect(unguardCell("'=x")).toBe('=x');
    expect(unguardCell("''=x")).toBe("'=x");
    expect(unguardCell("'quoted'")).toBe("'quoted'");
    expect(unguardCell('plain')).toBe('plain');
  });
});
