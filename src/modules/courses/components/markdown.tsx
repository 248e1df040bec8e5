import type { ReactNode } from 'react';

/*
 * Lesson text: rich text (Markdown, rendered safely, no raw HTML). A small subset, rendered as React
 * elements only, so no markup in the text can ever become HTML: paragraphs, **bold**, *italic*, `- ` and `1. ` lists.
 */

function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /(\*\*[^*]+\*\*|\*[^*]+\*)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const token = match[0];
    parts.push(token.startsWith('**') ? <strong key={match.index}>{token.slice(2, -2)}</strong> : <em key={match.index}>{token.slice(1, -1)}</em>);
    last = match.index + token.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * `headingLevel`: the level a `#` heading in the text becomes, one under the heading of what holds the text (the
 * lesson player's h1 → h2), so the page's outline never skips a level (WCAG 1.3.1). Every level looks the same.
 */
export function Markdown({ source, headingLevel = 3 }: { source: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 4 ? 'h4' : 'h3';
  const blocks = source.trim().split(/\n\s*\n/);
  return (
    // dir="auto": a text is in the language its author wrote it in, which may not be the page's (an English lesson on
    // an Arabic page reads left to right, its "?" at the end).
    <div dir="auto" className="flex flex-col gap-3 leading-relaxed">
      {blocks.map((block, index) => {
        const lines = block.split('\n').map((line) => line.trim());
        if (lines.every((line) => /^[-*] /.test(line))) {
          return (
            <ul key={index} className="list-disc space-y-1 ps-6">
              {lines.map((line, i) => <li key={i}>{inline(line.slice(2))}</li>)}
            </ul>
          );
        }
        if (lines.every((line) => /^\d+\. /.test(line))) {
          return (
            <ol key={index} className="list-decimal space-y-1 ps-6">
              {lines.map((line, i) => <li key={i}>{inline(line.replace(/^\d+\. /, ''))}</li>)}
            </ol>
          );
        }
        if (/^#{1,3} /.test(lines[0] ?? '')) {
          return (
            <Heading key={index} className="text-lg font-bold">
              {inline(lines.join(' ').replace(/^#{1,3} /, ''))}
            </Heading>
          );
        }
        return <p key={index}>{inline(lines.join(' '))}</p>;
      })}
    </div>
  );
}
