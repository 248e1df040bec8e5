/** Joins lines into one Markdown string, so the written lessons keep no template-literal indentation. */
export const md = (...lines: string[]): string => lines.join('\n');
