import type { ReactNode } from 'react';

/*
 * An entry's simple formatting, drawn as React nodes (decision 025): never HTML, so whatever a child types
 * ("<script>", "<b>") shows as the text it is. A blank line starts a paragraph, lines starting with "- " or "* " are
 * a list (also right under a line of text), **two stars** make bold and _underscores_ or *one star* make italics.
 */

const INLINE = /\*\*(.+?)\*\*|(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])|(?<![\p{L}\p{N}*])\*(?!\s)(.+?)(?<!\s)\*(?![\p{L}\p{N}*])/gu;

function inline(text: string, key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, bold, underscored, starred] = match;
    nodes.push(bold !== undefined ? <strong key={`${key}-${index++}`}>{bold}</strong> : <em key={`${key}-${index++}`}>{underscored ?? starred}</em>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

const LIST_ITEM = /^\s*[-*]\s+/;

/** Consecutive lines of one kind: list items, or text. */
function runs(lines: string[]): { list: boolean; lines: string[] }[] {
  const out: { list: boolean; lines: string[] }[] = [];
  for (const line of lines) {
    const list = LIST_ITEM.test(line);
    const last = out.at(-1);
    if (last && last.list === list) last.lines.push(line);
    else out.push({ list, lines: [line] });
  }
  return out;
}

/** One block (text between blank lines): its item lines become lists, its other lines paragraphs keeping their breaks. */
function block(text: string, key: string): ReactNode[] {
  return runs(text.split('\n')).map((run, runIndex) => {
    const runKey = `${key}-${runIndex}`;
    if (run.list) {
      return (
        <ul key={runKey} className="list-disc ps-6">
          {run.lines.map((line, index) => (
            <li key={index}>{inline(line.replace(LIST_ITEM, ''), `${runKey}-${index}`)}</li>
          ))}
        </ul>
      );
    }
    return (
      <p key={runKey}>
        {run.lines.map((line, index) => (
          <span key={index}>
            {index > 0 ? <br /> : null}
            {inline(line, `${runKey}-${index}`)}
          </span>
        ))}
      </p>
    );
  });
}

export function JournalText({ body }: { body: string }) {
  const blocks = body
    .split(/\n\s*\n/)
    .map((part) => part.replace(/^\n+|\n+$/g, ''))
    .filter((part) => part.trim() !== '');
  return <div className="flex flex-col gap-3 break-words leading-relaxed">{blocks.flatMap((part, index) => block(part, String(index)))}</div>;
}
