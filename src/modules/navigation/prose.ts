import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ProseSection } from '@/components/ui/prose-page';

/** The sections of a long-form page, read from messages (<namespace>.sections.<key>.heading / .paragraphs). */
export async function proseSections(namespace: 'about' | 'privacy' | 'terms', values: Record<string, string> = {}): Promise<ProseSection[]> {
  const messages = (await getMessages()) as Record<string, { sections?: Record<string, { paragraphs: string[] }> }>;
  const t = await getTranslations(namespace);
  const keys = Object.keys(messages[namespace]?.sections ?? {});
  return keys.map((key) => ({
    heading: t(`sections.${key}.heading`),
    paragraphs: (t.raw(`sections.${key}.paragraphs`) as string[]).map((text) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')),
  }));
}
