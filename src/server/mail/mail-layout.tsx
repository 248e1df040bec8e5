// React Email's components one package each: its @react-email/components barrel also loads Tailwind's compiler and a
// syntax highlighter (about 40 MB and seconds at start-up) that no mail here uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactElement } from 'react';
import { RTL_LOCALES, type Locale } from '@/i18n/locales';

/*
 * Every e-mail's one layout: a title, paragraphs, an optional button with the link written out under it, and small
 * links at the foot (a notification's unsubscribe and settings, decision 036). React escapes every word and address
 * it is given, so a first name or a badge's name reaches the mail as text, never as markup. Colours are written out:
 * mail clients know no CSS custom properties. No 'server-only': the custom server's jobs render mail too.
 */

/** A paragraph; several lines kept together (a child's week); or a bulleted list (a digest's news). */
export type MailBlock = string | { lines: readonly string[] } | { list: readonly string[] };

export interface MailLink {
  label: string;
  url: string;
}

/** What a mail says; the words of the layout itself (the line under the button, the signature) are the layout's. */
export interface MailContent {
  title: string;
  blocks: readonly MailBlock[];
  action?: MailLink;
  footer?: readonly MailLink[];
}

export interface MailLayoutProps extends MailContent {
  locale: Locale;
  /** "Or paste this link into your browser:", in `locale`. */
  pasteHint: string;
  /** The name the mail is signed with. */
  signature: string;
}

const TEXT = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: '#1f2937' };

/** A reference, an address or an amount written with Latin letters and digits joined by - . @ / : or _ (AC-2026-000042). */
const LATIN_COMPOUND = /[A-Za-z0-9]+(?:[-.@/:_][A-Za-z0-9]+)+/g;

/**
 * Words in a right-to-left mail, with each Latin compound kept left to right and on one line: unmarked, the bidi
 * algorithm splits "AC-2026-000042" at its hyphens and shows its parts out of order. A `dir` element isolates its
 * content without adding a character, so the reference copied from the mail is the one to quote.
 */
function Words({ text, rtl }: { text: string; rtl: boolean }) {
  if (!rtl) return text;
  const parts: (string | ReactElement)[] = [];
  let at = 0;
  for (const match of text.matchAll(LATIN_COMPOUND)) {
    parts.push(text.slice(at, match.index));
    parts.push(
      <span key={match.index} dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {match[0]}
      </span>,
    );
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
const SMALL = { fontSize: '13px', lineHeight: '20px', margin: '0 0 8px', color: '#4b5563' };

function Block({ block, rtl }: { block: MailBlock; rtl: boolean }) {
  if (typeof block === 'string') {
    return (
      <Text style={TEXT}>
        <Words text={block} rtl={rtl} />
      </Text>
    );
  }
  if ('list' in block) {
    return (
      <ul style={{ ...TEXT, paddingInlineStart: '20px' }}>
        {block.list.map((item, index) => (
          <li key={index} style={{ margin: '0 0 6px' }}>
            <Words text={item} rtl={rtl} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Text style={TEXT}>
      {block.lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          <Words text={line} rtl={rtl} />
        </span>
      ))}
    </Text>
  );
}

export function MailLayout({ locale, title, blocks, action, footer = [], pasteHint, signature }: MailLayoutProps) {
  const rtl = RTL_LOCALES.includes(locale);
  const dir = rtl ? 'rtl' : 'ltr';
  return (
    <Html lang={locale} dir={dir}>
      <Head>
        <title>{title}</title>
      </Head>
      <Body style={{ backgroundColor: '#ffffff', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', margin: 0 }}>
        {/* Again on the content: some webmail keeps the body of a message and drops its <html> element. */}
        <Container lang={locale} dir={dir} style={{ maxWidth: '560px', padding: '24px' }}>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 20px', color: '#111827' }}>
            <Words text={title} rtl={rtl} />
          </Heading>
          {blocks.map((block, index) => (
            <Block key={index} block={block} rtl={rtl} />
          ))}
          {action ? (
            <Section style={{ margin: '24px 0' }}>
              <Button href={action.url} style={{ backgroundColor: '#1d4ed8', color: '#ffffff', padding: '12px 20px', borderRadius: '8px', fontSize: '16px', fontWeight: 600, textDecoration: 'none' }}>
                {action.label}
              </Button>
              {/* The text part already names the link beside the button's words. */}
              <Text data-skip-in-text="true" style={{ ...SMALL, margin: '16px 0 0', wordBreak: 'break-all' }}>
                {pasteHint}{' '}
                <Link href={action.url} style={{ color: '#1d4ed8' }}>
                  {action.url}
                </Link>
              </Text>
            </Section>
          ) : null}
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 16px' }} />
          <Text style={SMALL}>{signature}</Text>
          {footer.map((link) => (
            <Text key={link.url} style={SMALL}>
              <Link href={link.url} style={{ color: '#4b5563', textDecoration: 'underline' }}>
                {link.label}
              </Link>
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}
