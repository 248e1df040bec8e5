// A small RFC 4180 reader for the OneRoster CSV binding (decision 062). The package has no CSV parser, and the
// binding needs only what RFC 4180 says plus two rules of its own (CSV binding 1.2, section 2): a UTF-8 byte order
// mark is tolerated and ignored, and the first record is the header. Quoted fields may hold commas, doubled quotes
// and line breaks; a record's line is the physical line it starts on, so errors point where an editor shows them.

export interface CsvRecord {
  /** The 1-based line of the file where the record starts (the header is line 1). */
  line: number;
  cells: string[];
}

export type CsvResult =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; line: number; problem: 'unterminatedQuote' | 'quoteInField' };

const BYTE_ORDER_MARK = '\uFEFF';

export function parseCsv(input: string): CsvResult {
  const text = input.startsWith(BYTE_ORDER_MARK) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  // A record is open once a character of it has been read; a file's last line break does not open an empty one.
  let open = false;

  const endRecord = () => {
    cells.push(cell);
    // A blank line (one empty cell) carries no record: editors leave them at the end of files.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    open = false;
  };

  while (index < text.length) {
    const char = text[index]!;
    if (!open) {
      open = true;
      recordLine = line;
    }
    if (char === '"') {
      if (cell !== '') return { ok: false, line, problem: 'quoteInField' };
      const startLine = line;
      index += 1;
      let closed = false;
      while (index < text.length) {
        const inner = text[index]!;
        if (inner === '"') {
          if (text[index + 1] === '"') {
            cell += '"';
            index += 2;
            continue;
          }
          closed = true;
          index += 1;
          break;
        }
        if (inner === '\n') line += 1;
        cell += inner;
        index += 1;
      }
      if (!closed) return { ok: false, line: startLine, problem: 'unterminatedQuote' };
      const next = text[index];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') return { ok: false, line, problem: 'quoteInField' };
      continue;
    }
    if (char === ',') {
      cells.push(cell);
      cell = '';
      index += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      line += 1;
      continue;
    }
    cell += char;
    index += 1;
  }
  if (open) endRecord();
  return { ok: true, records };
}
