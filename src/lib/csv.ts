/*
 * The one CSV module (decision 015): a small, strict RFC 4180 reader used by every import (lessons, price history)
 * and one formula-safe cell writer used by every export (audit log, lessons). No dependency. Fields are separated by commas,
 * records by CRLF (a bare LF or CR is accepted too); a field may be quoted, and inside quotes "" is a quote and
 * commas and line breaks are text. A leading byte-order mark is ignored. Anything else (a quote inside an unquoted
 * field, text after a closing quote, a quote never closed) is an error naming its line, never a guess.
 */

export interface CsvRecord {
  /** The line the record starts on, from 1 (a quoted field may span several lines). */
  line: number;
  fields: string[];
}

export type CsvSyntaxProblem = 'quoteInField' | 'textAfterQuote' | 'unterminatedQuote' | 'controlCharacter';

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly problem: CsvSyntaxProblem,
  ) {
    super(`CSV syntax error on line ${line}: ${problem}`);
    this.name = 'CsvSyntaxError';
  }
}

// C0 controls but tab and the line breaks, and DEL: never text a person typed (a NUL would fail in the database).
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const control = CONTROL_CHARACTER.exec(text);
  if (control) throw new CsvSyntaxError(text.slice(0, control.index).split(/\r\n|\n|\r/).length, 'controlCharacter');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let atFieldStart = true;
  /** Whether anything of the current record has been read (a final line break opens no new record). */
  let recordOpen = false;
  let i = 0;

  /** Consumes the line break at i (CRLF, LF or CR) and returns it. */
  const lineBreak = (): string => {
    const length = text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    const consumed = text.slice(i, i + length);
    i += length;
    line += 1;
    return consumed;
  };

  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && atFieldStart) {
      // A quoted field: read to the closing quote.
      const startLine = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvSyntaxError(startLine, 'unterminatedQuote');
        const inner = text[i]!;
        if (inner === '"') {
          i += 1;
          if (text[i] !== '"') break;
          field += '"';
          i += 1;
        } else if (inner === '\r' || inner === '\n') {
          field += lineBreak();
        } else {
          field += inner;
          i += 1;
        }
      }
      atFieldStart = false;
      recordOpen = true;
      // Only a separator, a line break or the end may follow a closing quote.
      if (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') throw new CsvSyntaxError(line, 'textAfterQuote');
      continue;
    }
    if (char === ',') {
      fields.push(field);
      field = '';
      atFieldStart = true;
      recordOpen = true;
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      lineBreak();
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      atFieldStart = true;
      recordOpen = false;
      recordLine = line;
      continue;
    }
    if (char === '"') throw new CsvSyntaxError(line, 'quoteInField');
    field += char;
    atFieldStart = false;
    recordOpen = true;
    i += 1;
  }
  if (recordOpen) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records;
}

/** A text cell a spreadsheet would run as a formula (= + - @, or a leading tab or CR), after any apostrophes. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break; a text that a spreadsheet would run as a
 * formula gets a leading apostrophe (OWASP "CSV injection"), even when it already starts with apostrophes.
 * Numbers and booleans are written as they are (they cannot hold a formula); a date is its ISO text; any other
 * value is its JSON, guarded like any text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  let text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Undoes csvCell's formula guard when reading a text cell back, so an export imports unchanged. */
export function unguardCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;
}

/** Rows to CSV text, each record ended by CRLF (RFC 4180). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
