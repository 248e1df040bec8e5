'use client';

import { useSyncExternalStore } from 'react';
import { OutageScreen } from '@/components/shell/outage-screen';
import ar from '../../messages/ar/outage.json';
import en from '../../messages/en/outage.json';
import fr from '../../messages/fr/outage.json';
import './theme-defaults.css';
import './globals.css';

/*
 * When the site's frame itself could not be drawn (its layout reads the session, so a database that is away ends
 * here): a whole document of its own, with no translation provider, so it carries its few words in the three
 * languages and picks the reader's from the language cookie, else the browser's (decision 049).
 */

const TEXTS = { en: en.outage, fr: fr.outage, ar: ar.outage } as const;
type Language = keyof typeof TEXTS;

function readerLanguage(): Language {
  const cookie = /(?:^|;\s*)NEXT_LOCALE=(en|fr|ar)\b/.exec(document.cookie)?.[1];
  const browser = navigator.languages.map((tag) => tag.slice(0, 2)).find((tag) => tag in TEXTS);
  return (cookie ?? browser ?? 'en') as Language;
}

const never = () => () => {};

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // English on the server (it cannot read the cookie here), the reader's language once in the browser.
  const language = useSyncExternalStore(never, readerLanguage, () => 'en' as Language);
  return (
    <html lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <head>
        <title>{TEXTS[language].title}</title>
      </head>
      <body className="flex min-h-screen flex-col">
        <main id="main" className="flex-1">
          <OutageScreen digest={error.digest} texts={TEXTS[language]} />
        </main>
      </body>
    </html>
  );
}
