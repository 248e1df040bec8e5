/*
 * The browser's side of reading aloud (decision 053): which of the device's voices reads a language, and the
 * highlight of the sentence being read. The Web Speech API speaks on the device itself: nothing goes to any server.
 */

/** The speeds a child can choose: slow, normal, fast (SpeechSynthesisUtterance.rate). */
export const READING_SPEEDS = { slow: 0.75, normal: 1, fast: 1.25 } as const;
export type ReadingSpeed = keyof typeof READING_SPEEDS;

/** A voice's language without its region or script: 'fr-CA' and 'fr_FR' are French. */
function languageOf(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The voice that reads `locale` ('en', 'fr', 'ar'), or null when the device has none: one on the device itself first
 * (it works offline and sends nothing away), then one in a region the browser prefers (fr-CA for a Quebec reader),
 * then the device's default.
 */
export function pickVoice<Voice extends Pick<SpeechSynthesisVoice, 'lang' | 'localService' | 'default'>>(voices: readonly Voice[], locale: string, preferred: readonly string[] = []): Voice | null {
  const wanted = languageOf(locale);
  const regions = preferred.map((tag) => tag.toLowerCase().replace('_', '-'));
  const score = (voice: Voice) => (voice.localService ? 4 : 0) + (regions.includes(voice.lang.toLowerCase().replace('_', '-')) ? 2 : 0) + (voice.default ? 1 : 0);
  const candidates = voices.filter((voice) => languageOf(voice.lang) === wanted);
  return candidates.reduce<Voice | null>((best, voice) => (best === null || score(voice) > score(best) ? voice : best), null);
}

/** The sentence highlight's name in the stylesheet (`::highlight(read-aloud)` in globals.css). */
const HIGHLIGHT = 'read-aloud';

/** Takes the highlight away (the reading stopped or ended). */
export function clearHighlight(): void {
  if (typeof CSS !== 'undefined' && 'highlights' in CSS) CSS.highlights.delete(HIGHLIGHT);
}

/**
 * Highlights sentence `index` of `shown` (a block's sentences, in order) where `root` shows it, with the CSS Custom
 * Highlight API: nothing is added to the page, so what a screen reader reads is untouched. The sentences are looked
 * for one after another in the block's text (a word that appears twice is found in its place); text inside
 * `[data-read-aloud-skip]` (a step's number, a button) is passed over. A browser without the API shows no highlight.
 */
export function highlightSentence(root: HTMLElement | null, shown: readonly string[], index: number): void {
  if (!root || typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight === 'undefined') return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('[data-read-aloud-skip]') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  const starts: number[] = [];
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push(node as Text);
    starts.push(text.length);
    text += (node as Text).data;
  }
  let from = 0;
  let found = -1;
  for (let i = 0; i <= index; i++) {
    const at = text.indexOf(shown[i] ?? '', from);
    if (i === index) found = at;
    if (at >= 0) from = at + (shown[i] ?? '').length;
  }
  const sentence = shown[index] ?? '';
  if (found < 0 || sentence === '') {
    clearHighlight();
    return;
  }
  // The text node holding a position: the last one starting at or before it (for the end, strictly before it).
  const place = (position: number, end: boolean) => {
    let node = 0;
    while (node + 1 < nodes.length && (end ? starts[node + 1]! < position : starts[node + 1]! <= position)) node++;
    return { node: nodes[node]!, offset: position - starts[node]! };
  };
  const start = place(found, false);
  const end = place(found + sentence.length, true);
  const range = document.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  CSS.highlights.set(HIGHLIGHT, new Highlight(range));
}
