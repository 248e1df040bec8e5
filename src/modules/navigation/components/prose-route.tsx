import 'server-only';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { ProsePage, type ProseSection } from '@/components/ui/prose-page';
import { env } from '@/lib/env';

type ProseNamespace = 'about' | 'privacy' | 'terms';

/** The sections of a long-form page, read from messages (<namespace>.sections.<key>.heading / .paragraphs). */
async function proseSections(namespace: ProseNamespace, values: Record<string, string>): Promise<ProseSection[]> {
  const messages = (await getMessages()) as Record<string, { sections?: Record<string, { paragraphs: string[] }> }>;
  const t = await getTranslations(namespace);
  const keys = Object.keys(messages[namespace]?.sections ?? {});
  return keys.map((key) => ({
    heading: t(`sections.${key}.heading`),
    paragraphs: (t.raw(`sections.${key}.paragraphs`) as string[]).map((text) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')),
  }));
}

export async function proseMetadata(namespace: ProseNamespace): Promise<Metadata> {
  return { title: (await getTranslations(namespace))('title') };
}

/** /about, /privacy and /terms: text from the message files, the contact address from the configuration. */
export async function ProseRoute({ namespace }: { namespace: ProseNamespace }) {
  const t = await getTranslations(namespace);
  const sections = await proseSections(namespace, { contactEmail: env().CONTACT_EMAIL });
  return <ProsePage title={t('title')} lead={t('lead')} updated={t.has('updated') ? t('updated') : undefined} sections={sections} />;
}
