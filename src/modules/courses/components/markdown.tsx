import type { ReactNode } from 'react';
import { INLINE_MARKUP, markdownParts, unmarked } from '../markdown-parts';

/*
 * Lesson text: rich text (Markdown, rendered safely, no raw HTML). A small subset, rendered as React
 * elements only, so no markup in the text can ever become HTML: paragraphs, **bold**, *italic*, `- ` and `1. ` lists
 * (their structure: ../markdown-parts.ts, which the read-aloud reads too).
 */

function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARKUP)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const token = match[0];
    parts.push(token.startsWith('**') ? <strong key={match.index}>{unmarked(token)}</strong> : <em key={match.index}>{unmarked(token)}</em>);
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
  return (
    // dir="auto": a text is in the language its author wrote it in, which may not be the page's (an English lesson on
    // an Arabic page reads left to right, its "?" at the end).
    <div dir="auto" className="flex flex-col gap-3 leading-relaxed">
      {markdownParts(source).map((part, index) => {
        if (part.kind === 'bullets') {
          return (
            <ul key={index} className="list-disc space-y-1 ps-6">
              {part.items.map((item, i) => <li key={i}>{inline(item)}</li>)}
            </ul>
          );
        }
        if (part.kind === 'numbers') {
          return (
            <ol key={index} className="list-decimal space-y-1 ps-6">
              {part.items.map((item, i) => <li key={i}>{inline(item)}</li>)}
            </ol>
          );
        }
        if (part.kind === 'heading') {
          return (
            <Heading key={index} className="text-lg font-bold">
              {inline(part.text)}
            </Heading>
          );
        }
        return <p key={index}>{inline(part.text)}</p>;
      })}
    </div>
  );
}
