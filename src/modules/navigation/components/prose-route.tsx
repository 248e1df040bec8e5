import 'server-only';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { ProsePage, type ProseSection } from '@/components/ui/prose-page';
import { env } from '@/lib/env';
import { publicPageMetadata } from '../public-metadata';

type ProseNamespace = 'about' | 'privacy' | 'terms';

/**
 * The sections of a long-form page, read from messages (<namespace>.sections.<key>.heading / .paragraphs.<n>). Each
 * paragraph is formatted by its key, as every other message: the build precompiles messages (next.config.ts), so
 * what the message object holds is no longer the text, only which keys there are.
 */
async function proseSections(namespace: ProseNamespace, values: Record<string, string>): Promise<ProseSection[]> {
  const messages = (await getMessages()) as Record<string, { sections?: Record<string, { paragraphs: ArrayLike<unknown> | Record<string, unknown> }> }>;
  const t = await getTranslations(namespace);
  // A paragraph's key is built from the messages, which the typed keys cannot know.
  const paragraph = t as unknown as (key: string, values: Record<string, string>) => string;
  return Object.entries(messages[namespace]?.sections ?? {}).map(([key, section]) => ({
    heading: t(`sections.${key}.heading`),
    paragraphs: Object.keys(section.paragraphs).map((index) => paragraph(`sections.${key}.paragraphs.${index}`, values)),
  }));
}

export async function proseMetadata(namespace: ProseNamespace): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return publicPageMetadata(`/${namespace}`, { title: t('title'), description: t('lead') });
}

/**
 * The third-party credits on /about (about.credits). The chart library's licence (Apache-2.0 with its NOTICE)
 * asks for the attribution notice and a link to https://www.tradingview.com/ on a page users can reach; this is that
 * page, so the charts themselves carry no logo link (simulator/components/lazy-chart.tsx).
 */
async function Credits() {
  const t = await getTranslations('about.credits');
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold">
        {t('heading')}
      </h2>
      <p className="mt-3 leading-relaxed">{t('charts')}</p>
      <p className="mt-3">
        <a href="https://www.tradingview.com/" className="font-semibold text-primary underline">
          {t('link')}
        </a>
      </p>
    </section>
  );
}

/** /about, /privacy and /terms: text from the message files, the contact address from the configuration. */
export async function ProseRoute({ namespace }: { namespace: ProseNamespace }) {
  const t = await getTranslations(namespace);
  const sections = await proseSections(namespace, { contactEmail: env().CONTACT_EMAIL });
  return (
    <ProsePage title={t('title')} lead={t('lead')} updated={t.has('updated') ? t('updated') : undefined} sections={sections}>
      {namespace === 'about' ? <Credits /> : null}
    </ProsePage>
  );
}
