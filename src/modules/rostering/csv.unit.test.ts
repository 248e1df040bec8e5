import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

const cellsOf = (input: string) => {
  const result = parseCsv(input);
  if (!result.ok) throw new Error(`${result.problem} at ${result.line}`);
  return result.records;
};

describe('the RFC 4180 reader', () => {
  it('reads a header and rows with CRLF or LF line ends, without the last empty line', () => {
    expect(cellsOf('a,b\r\n1,2\r\n3,4\r\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 3, cells: ['3', '4'] },
    ]);
    expect(cellsOf('a,b\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
  });

  it('ignores a UTF-8 byte order mark (CSV binding 1.2, section 2)', () => {
    expect(cellsOf('\uFEFFsourcedId,name\nx,y')[0]!.cells).toEqual(['sourcedId', 'name']);
  });

  it('keeps commas, doubled quotes and line breaks inside quotes, and numbers lines where records start', () => {
    const records = cellsOf('id,list,note\n1,"t1,t2","say ""hi""\nover two lines"\n2,,""\n');
    expect(records).toEqual([
      { line: 1, cells: ['id', 'list', 'note'] },
      { line: 2, cells: ['1', 't1,t2', 'say "hi"\nover two lines'] },
      { line: 4, cells: ['2', '', ''] },
    ]);
  });

  it('keeps empty fields at the ends of a record and skips blank lines', () => {
    expect(cellsOf('a,b,c\n,,\n\n1,,\n').map((record) => record.cells)).toEqual([
      ['a', 'b', 'c'],
      ['', '', ''],
      ['1', '', ''],
    ]);
  });

  it('refuses an unterminated quote, naming the line it opened on', () => {
    expect(parseCsv('a,b\n1,"open\n2,3\n')).toEqual({ ok: false, line: 2, problem: 'unterminatedQuote' });
  });

  it('refuses a quote inside an unquoted field or text after a closing quote', () => {
    expect(parseCsv('a,b\n1,x"y\n')).toEqual({ ok: false, line: 2, problem: 'quoteInField' });
    expect(parseCsv('a,b\n1,"x"y\n')).toEqual({ ok: false, line: 2, problem: 'quoteInField' });
  });

  it('reads an empty file as no records', () => {
    expect(cellsOf('')).toEqual([]);
    expect(cellsOf('\uFEFF')).toEqual([]);
  });
});
