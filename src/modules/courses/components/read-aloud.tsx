'use client';

import { useLocale, useTranslations } from '@/i18n/client';
import { useEffect, useEffectEvent, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { PublicBlock } from '../answers';
import { blockSentences, type ReadAloudLabels } from '../read-aloud-script';
import { clearHighlight, highlightSentence, pickVoice, READING_SPEEDS, type ReadingSpeed } from './read-aloud-speech';

/*
 * The lesson player's reader (decision 053), loaded only when a child opens it or asks for a question to be read, so
 * the lesson page's first load does not carry it. The browser's own speech synthesis reads the block on screen
 * sentence by sentence in the lesson's language, with the sentence highlighted; no service, no network.
 */

/** What the player asks of the reader besides opening it: read the block on screen once ("read this"), or stop. */
export interface ReadAloudCommand {
  action: 'read' | 'stop';
  /** A new value for each press, so pressing twice reads twice. */
  at: number;
}

interface ReadAloudProps {
  id: string;
  /** The bar is shown, and reads each block as the child reaches it. */
  open: boolean;
  /** The lesson's language: the page's, or English for a lesson not yet translated (decision 051). */
  language: string;
  block: PublicBlock;
  /** An order question's items as the child has arranged them. */
  order?: readonly string[];
  /** Where the block is drawn: the highlight is found there. */
  container: RefObject<HTMLElement | null>;
  command: ReadAloudCommand | null;
  /** The block being read (null once it stops or ends): the question's "read this" button turns into "stop". */
  onReading: (blockId: string | null) => void;
  /** Asked to read on a device that cannot: the player opens the bar, which says why. */
  onUnavailable: () => void;
}

type Playback = 'idle' | 'playing' | 'paused' | 'done' | 'blocked';

/** How long a browser may take to list its voices (Chrome lists them after the page loads) before we say there are none. */
const VOICES_WAIT_MS = 2000;

const speechSupported = () => 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

// The browser's voices, as an outside store (useSyncExternalStore): a list that arrives late, or changes because a
// voice was installed meanwhile, is taken whenever it comes; after VOICES_WAIT_MS an empty list means none.
let voicesWaited = false;
function subscribeVoices(onChange: () => void): () => void {
  if (!speechSupported()) return () => {};
  const synthesis = window.speechSynthesis;
  synthesis.addEventListener('voiceschanged', onChange);
  const timer = window.setTimeout(() => {
    voicesWaited = true;
    onChange();
  }, VOICES_WAIT_MS);
  return () => {
    synthesis.removeEventListener('voiceschanged', onChange);
    window.clearTimeout(timer);
  };
}

/** The voice for `language` as a string the store can compare: `voice:<its URI>`, or why there is none (yet). */
function voiceFor(language: string): string {
  if (!speechSupported()) return 'unsupported';
  const voices = window.speechSynthesis.getVoices();
  if (voices.length === 0) return voicesWaited ? 'no-voice' : 'checking';
  const voice = pickVoice(voices, language, navigator.languages);
  return voice ? `voice:${voice.voiceURI}` : 'no-voice';
}

// The chosen speed, kept in the browser (a child's device, not their account): an outside store too. A browser that
// refuses storage (a private window) keeps it for the page.
const SPEED_KEY = 'academy.read-aloud.speed';
let chosenSpeed: ReadingSpeed | null = null;
const speedListeners = new Set<() => void>();
function subscribeSpeed(onChange: () => void): () => void {
  speedListeners.add(onChange);
  return () => speedListeners.delete(onChange);
}
function storedSpeed(): ReadingSpeed {
  if (chosenSpeed) return chosenSpeed;
  try {
    const speed = window.localStorage.getItem(SPEED_KEY);
    return speed === 'slow' || speed === 'fast' ? speed : 'normal';
  } catch {
    return 'normal';
  }
}
function storeSpeed(speed: ReadingSpeed): void {
  chosenSpeed = speed;
  try {
    window.localStorage.setItem(SPEED_KEY, speed);
  } catch {
    // kept for this page only
  }
  for (const listener of speedListeners) listener();
}
const normalSpeed = (): ReadingSpeed => 'normal';
const checking = () => 'checking';

// What the voice is doing. The page has one speech synthesis, so its state is kept beside it, outside React, and
// changed wherever the reading changes (a button, an utterance's event, the lesson moving on).
let playbackNow: Playback = 'idle';
const playbackListeners = new Set<() => void>();
function subscribePlayback(onChange: () => void): () => void {
  playbackListeners.add(onChange);
  return () => playbackListeners.delete(onChange);
}
function setPlayback(next: Playback): void {
  playbackNow = next;
  for (const listener of playbackListeners) listener();
}
const playbackSnapshot = () => playbackNow;
const idle = (): Playback => 'idle';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 shrink-0 fill-current">
      <path d={path} />
    </svg>
  );
}
const PLAY = 'M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z';
const PAUSE = 'M6 4h4v16H6zM14 4h4v16h-4z';
const STOP = 'M6 6h12v12H6z';

export default function ReadAloud({ id, open, language, block, order, container, command, onReading, onUnavailable }: ReadAloudProps) {
  const t = useTranslations('player');
  const locale = useLocale();
  const chosen = useSyncExternalStore(subscribeVoices, () => voiceFor(language), checking);
  const voice = useMemo(() => (chosen.startsWith('voice:') ? (window.speechSynthesis.getVoices().find((each) => `voice:${each.voiceURI}` === chosen) ?? null) : null), [chosen]);
  const speed = useSyncExternalStore(subscribeSpeed, storedSpeed, normalSpeed);
  const playback = useSyncExternalStore(subscribePlayback, playbackSnapshot, idle);
  const labels = useMemo<ReadAloudLabels>(
    () => ({ callout: { tip: t('callout.tip'), fact: t('callout.fact'), warning: t('callout.warning') }, true: t('true'), false: t('false'), pickAll: t('pickAll') }),
    [t],
  );
  const sentences = useMemo(() => blockSentences(block, labels, order), [block, labels, order]);

  // Each reading has a number: events of an utterance from a reading that was stopped (the browser still sends its
  // "end" or "interrupted") are ignored. The utterance is kept: Chrome drops the events of one it garbage-collects.
  const reading = useRef(0);
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);
  const position = useRef(0);
  // Asked to read before the voices were listed: read as soon as they are.
  const pending = useRef(false);

  const halt = () => {
    reading.current++;
    utterance.current = null;
    if ('speechSynthesis' in window) window.speechSynthesis.cancel();
  };

  const stop = (next: Playback = 'idle') => {
    halt();
    position.current = 0;
    clearHighlight();
    setPlayback(next);
    onReading(null);
  };

  const readFrom = (start: number) => {
    if (!voice) return;
    halt();
    const run = reading.current;
    const say = (index: number) => {
      if (reading.current !== run) return;
      const sentence = sentences[index];
      if (!sentence) {
        stop('done');
        return;
      }
      const spoken = new SpeechSynthesisUtterance(sentence.spoken);
      spoken.voice = voice;
      spoken.lang = voice.lang;
      spoken.rate = READING_SPEEDS[storedSpeed()];
      spoken.addEventListener('start', () => {
        if (reading.current !== run) return;
        position.current = index;
        highlightSentence(container.current, sentences.map((each) => each.shown), index);
      });
      spoken.addEventListener('end', () => say(index + 1));
      spoken.addEventListener('error', (event) => {
        if (reading.current !== run || event.error === 'interrupted' || event.error === 'canceled') return;
        // Chrome speaks only once the child has touched the page (not after a reload): the play button waits for them.
        stop(event.error === 'not-allowed' ? 'blocked' : 'idle');
      });
      utterance.current = spoken;
      window.speechSynthesis.speak(spoken);
    };
    setPlayback('playing');
    onReading(block.id);
    say(start);
  };

  const readWhenReady = useEffectEvent(() => {
    if (!pending.current || chosen === 'checking') return;
    pending.current = false;
    if (voice) readFrom(0);
    else onUnavailable();
  });
  const ask = useEffectEvent(() => {
    pending.current = true;
    readWhenReady();
  });
  const quiet = useEffectEvent(() => {
    pending.current = false;
    stop();
  });

  // Open: read the block on screen, and each new one as it comes. Closed, or moved on: quiet.
  useEffect(() => {
    if (open) ask();
    else quiet();
  }, [open, block.id]);
  useEffect(() => {
    if (command?.action === 'read') ask();
    else if (command?.action === 'stop') quiet();
  }, [command]);
  useEffect(() => {
    readWhenReady();
  }, [chosen]);
  // Leaving the lesson (or the page) stops the voice: speech would otherwise go on over the next page.
  useEffect(() => {
    const silence = () => {
      reading.current++;
      window.speechSynthesis?.cancel();
      clearHighlight();
    };
    window.addEventListener('pagehide', silence);
    return () => {
      window.removeEventListener('pagehide', silence);
      silence();
      setPlayback('idle');
    };
  }, []);

  const playOrPause = () => {
    if (playback === 'playing') {
      // Pausing stops the voice, and going on says the paused sentence again from its start: speechSynthesis.pause()
      // is unreliable on some devices, where it stops for good.
      halt();
      setPlayback('paused');
      return;
    }
    readFrom(playback === 'paused' ? position.current : 0);
  };

  const chooseSpeed = (next: ReadingSpeed) => {
    storeSpeed(next);
    // The sentence being read starts again at the new speed.
    if (playback === 'playing') readFrom(position.current);
  };

  if (!open) return null;
  if (chosen === 'unsupported' || chosen === 'no-voice') {
    return (
      <p id={id} role="status" className="rounded-2xl border border-line bg-highlight p-4 text-sm">
        {chosen === 'unsupported' ? t('readAloud.unsupported') : t('readAloud.noVoice', { language: new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language })}
      </p>
    );
  }
  const status = { idle: '', playing: t('readAloud.reading'), paused: t('readAloud.paused'), done: t('readAloud.done'), blocked: t('readAloud.pressPlay') }[playback];
  const motion = 'motion-reduce:transition-none';
  return (
    <div id={id} role="group" aria-label={t('readAloud.controls')} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-card p-3">
      <div className="flex gap-2">
        <button type="button" onClick={playOrPause} disabled={chosen === 'checking'} className={buttonClass('primary', `px-3 py-2 ${motion}`)}>
          <Icon path={playback === 'playing' ? PAUSE : PLAY} />
          {playback === 'playing' ? t('readAloud.pause') : t('readAloud.play')}
        </button>
        <button type="button" onClick={() => stop()} disabled={playback !== 'playing' && playback !== 'paused'} className={buttonClass('secondary', `px-3 py-2 ${motion}`)}>
          <Icon path={STOP} />
          {t('readAloud.stop')}
        </button>
      </div>
      <div role="radiogroup" aria-labelledby={`${id}-speed`} className="flex items-center gap-1">
        <span id={`${id}-speed`} className="me-1 text-sm font-semibold">
          {t('readAloud.speed')}
        </span>
        {(Object.keys(READING_SPEEDS) as ReadingSpeed[]).map((choice) => (
          <label
            key={choice}
            className="cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-ink has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
          >
            <input type="radio" name={`${id}-speed`} value={choice} checked={speed === choice} onChange={() => chooseSpeed(choice)} className="sr-only" />
            {t(`readAloud.speeds.${choice}`)}
          </label>
        ))}
      </div>
      {chosen === 'checking' ? <p className="text-sm text-muted">{t('readAloud.checking')}</p> : status ? <p className="text-sm text-muted">{status}</p> : null}
    </div>
  );
}
