/*
 * Lesson Markdown's structure (a small subset, no raw HTML): paragraphs, `#` headings, `- ` and `1. ` lists, and
 * **bold** and *italic* inside them. Shared by the renderer (components/markdown.tsx) and the read-aloud script, so
 * what is read is exactly what is shown (decision 053). No React and no DOM: the browser and tests use it.
 */

export type MarkdownPart = { kind: 'bullets'; items: string[] } | { kind: 'numbers'; items: string[] } | { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

/** A text's parts, split at blank lines; a part's lines are joined with a space, as the page shows them. */
export function markdownParts(source: string): MarkdownPart[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block): MarkdownPart => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => /^[-*] /.test(line))) return { kind: 'bullets', items: lines.map((line) => line.slice(2)) };
      if (lines.every((line) => /^\d+\. /.test(line))) return { kind: 'numbers', items: lines.map((line) => line.replace(/^\d+\. /, '')) };
      if (/^#{1,3} /.test(lines[0] ?? '')) return { kind: 'heading', text: lines.join(' ').replace(/^#{1,3} /, '') };
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}

/** The inline markup: **bold** or *italic*, the stars around the words they mark. */
export const INLINE_MARKUP = /(\*\*[^*]+\*\*|\*[^*]+\*)/g;

/** A marked word's own text, without its stars. */
export function unmarked(token: string): string {
  return token.startsWith('**') ? token.slice(2, -2) : token.slice(1, -1);
}

/** A line's words as the page shows them: the stars of **bold** and *italic* gone. */
export function plainInline(text: string): string {
  return text.replace(INLINE_MARKUP, unmarked);
}
