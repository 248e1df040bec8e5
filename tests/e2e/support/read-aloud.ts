import type { Page } from '@playwright/test';

/*
 * tests/e2e/read-aloud.spec.ts (decision 053): children of known ages, made before the server starts
 * (tests/e2e/support/prepare.ts; the app knows a child's birth year only), and a fake of the browser's speech
 * synthesis, since a test browser has no voices of its own.
 */

const year = new Date().getUTCFullYear();

export const READ_ALOUD_FAMILY = {
  /** 8 this year: lessons are read aloud to her until someone chooses otherwise. */
  young: { email: 'yara@e2e.test', password: 'yara-password', firstName: 'Yara', lastName: 'Young', birthYear: year - 8 },
  /** 12 this year: the reader is there, closed. */
  older: { email: 'otto@e2e.test', password: 'otto-password', firstName: 'Otto', lastName: 'Older', birthYear: year - 12 },
  /** 8 this year and reads Arabic. */
  arabic: { email: 'nadia@e2e.test', password: 'nadia-password', firstName: 'Nadia', lastName: 'Reader', birthYear: year - 8, locale: 'ar' },
  /** 8 this year: turns reading aloud off in her own settings. */
  chooser: { email: 'sami@e2e.test', password: 'sami-password', firstName: 'Sami', lastName: 'Settings', birthYear: year - 8 },
  /** 12 this year: his parent turns reading aloud on for him. */
  parentsChild: { email: 'teo@e2e.test', password: 'teo-password', firstName: 'Teo', lastName: 'Listener', birthYear: year - 12 },
  /** Teo's parent. */
  parent: { email: 'rhea@e2e.test', password: 'rhea-password', firstName: 'Rhea', lastName: 'Listener' },
} as const;

/** What the fake heard: each utterance as it started, and the words highlighted on the page at that moment. */
export interface HeardUtterance {
  text: string;
  lang: string;
  voice: string | null;
  rate: number;
  highlighted: string;
}

type FakeVoice = { name: string; lang: string; localService: boolean };

/** A voice on the device for each language of the app, and one that speaks over the network (never preferred). */
export const VOICES_EN_FR_AR: FakeVoice[] = [
  { name: 'Remote English', lang: 'en-US', localService: false },
  { name: 'Fake English', lang: 'en-GB', localService: true },
  { name: 'Fake French', lang: 'fr-FR', localService: true },
  { name: 'Fake Arabic', lang: 'ar-SA', localService: true },
];

/**
 * Installs, before the page's own scripts, a speechSynthesis that speaks nothing: it queues utterances, fires each one's
 * `start` on a later task (noting the page's read-aloud highlight right after the page has handled it), then its `end`
 * after `sentenceMs`; `cancel()` empties the queue and reports the one being said as interrupted, as browsers do.
 * `voices: null` is a browser without speech synthesis at all; `[]` one with no voice.
 */
export async function installFakeSpeech(page: Page, voices: FakeVoice[] | null, sentenceMs = 120): Promise<void> {
  await page.addInitScript(
    ({ voices, sentenceMs }) => {
      const heard: HeardUtterance[] = [];
      (window as unknown as { __heard: HeardUtterance[] }).__heard = heard;
      if (voices === null) {
        delete (window as { speechSynthesis?: unknown }).speechSynthesis;
        delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
        return;
      }
      const fire = (target: EventTarget, type: string, error?: string) => {
        const event = Object.assign(new Event(type), error ? { error } : {});
        target.dispatchEvent(event);
        const handler = (target as unknown as Record<string, unknown>)[`on${type}`];
        if (typeof handler === 'function') handler.call(target, event);
      };
      class FakeUtterance extends EventTarget {
        text: string;
        lang = '';
        voice: { name: string } | null = null;
        rate = 1;
        pitch = 1;
        volume = 1;
        constructor(text = '') {
          super();
          this.text = text;
        }
      }
      const deviceVoices = voices.map((voice) => ({ ...voice, voiceURI: voice.name, default: false }));
      const queue: FakeUtterance[] = [];
      let current: FakeUtterance | null = null;
      const synthesis = Object.assign(new EventTarget(), {
        get speaking() {
          return current !== null;
        },
        pending: false,
        paused: false,
        getVoices: () => deviceVoices.slice(),
        speak(utterance: FakeUtterance) {
          queue.push(utterance);
          if (!current) next();
        },
        cancel() {
          const interrupted = current;
          queue.length = 0;
          current = null;
          if (interrupted) setTimeout(() => fire(interrupted, 'error', 'interrupted'));
        },
        pause() {},
        resume() {},
      });
      function next() {
        const utterance = queue.shift() ?? null;
        current = utterance;
        if (!utterance) return;
        setTimeout(() => {
          if (current !== utterance) return;
          fire(utterance, 'start');
          const highlight = CSS.highlights?.get('read-aloud');
          heard.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null, rate: utterance.rate, highlighted: highlight ? [...highlight].map((range) => range.toString()).join(' ') : '' });
          setTimeout(() => {
            if (current !== utterance) return;
            current = null;
            fire(utterance, 'end');
            // The page may have spoken its next sentence from the end event: that one is already under way.
            if (!current) next();
          }, sentenceMs);
        });
      }
      Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    },
    { voices, sentenceMs },
  );
}

/** Everything the fake has heard on this page so far. */
export function heard(page: Page): Promise<HeardUtterance[]> {
  return page.evaluate(() => (window as unknown as { __heard: HeardUtterance[] }).__heard.slice());
}
