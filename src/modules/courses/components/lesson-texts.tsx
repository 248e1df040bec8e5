import type { ReactNode } from 'react';
import type { PublicBlock } from '../answers';
import { Markdown } from './markdown';

/**
 * A lesson's text and callout blocks drawn on the server, by block id, for the lesson player (a client component)
 * to show: the Markdown renderer stays out of the page's JavaScript (docs/benchmarks.md "Client JavaScript per
 * route"). The lesson's own headings sit under the lesson's h1.
 */
export function lessonTexts(blocks: readonly PublicBlock[]): Record<string, ReactNode> {
  return Object.fromEntries(blocks.flatMap((block) => (block.type === 'text' || block.type === 'callout' ? [[block.id, <Markdown key={block.id} source={block.markdown} headingLevel={2} />]] : [])));
}
