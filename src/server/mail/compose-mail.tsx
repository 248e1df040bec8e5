import { render, toPlainText } from '@react-email/render';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '../locale-translator';
import { MailLayout, type MailContent } from './mail-layout';
import type { MailMessage } from './send-mail';

/*
 * A message ready for the queue or the mail server: the layout rendered by React Email to HTML, and the same HTML
 * turned into the text part (what `render(…, { plainText: true })` does, without drawing the tree twice), so the two
 * parts always say the same thing. No 'server-only': the custom server's jobs compose mail too.
 */

export type MailEnvelope = Pick<MailMessage, 'to' | 'subject' | 'headers' | 'aboutChildIds'>;

/** The text part keeps the title as written (html-to-text would capitalise it), lists as "- item", links as "words https://…". */
const TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
  ],
};

/** What a mail says; with `greet`, it opens with "Hi {firstName}," (or "Hi," without a name). */
export interface MailWords extends MailContent {
  greet?: { firstName: string };
}

export async function renderMail(locale: Locale, { greet, ...content }: MailWords): Promise<{ html: string; text: string }> {
  const t = await translatorFor(locale, 'mail');
  const blocks = greet ? [greet.firstName ? t('greeting', { name: greet.firstName }) : t('greetingNoName'), ...content.blocks] : content.blocks;
  const html = await render(<MailLayout locale={locale} {...content} blocks={blocks} pasteHint={t('layout.paste')} signature={t('layout.signature')} />);
  return { html, text: toPlainText(html, TEXT_OPTIONS).trim() };
}

/** The message `envelope` describes, saying `content` in `locale` (the recipient's). */
export async function composeMail(locale: Locale, envelope: MailEnvelope, content: MailWords): Promise<MailMessage> {
  const { html, text } = await renderMail(locale, content);
  return { ...envelope, html, text };
}
