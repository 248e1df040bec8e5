import { describe, expect, it } from 'vitest';
import { PdfBusyError, PdfLimitError, PdfQueue, type PdfDrawing } from './pdf-queue';

/*
 * Decision 045: the PDF queue's turn-taking, with a drawing the test finishes by hand (no worker, no timing): one of
 * a person's PDFs drawn at a time, people served in turn, and the queue's bounds.
 */

function drawing(label: string): PdfDrawing {
  return { document: 'modules/reports/report-pdf', data: label, locale: 'en', direction: 'ltr', namespace: 'reports' };
}

/** A draw function that records what runs and lets the test finish each drawing. */
function handDrawn() {
  const running: string[] = [];
  const started: string[] = [];
  let mostAtOnce = 0;
  const finishers = new Map<string, { ok: () => void; fail: (error: unknown) => void }>();
  const draw = (job: PdfDrawing) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const label = String(job.data);
      running.push(label);
      started.push(label);
      mostAtOnce = Math.max(mostAtOnce, running.length);
      const leave = () => running.splice(running.indexOf(label), 1);
      finishers.set(label, {
        ok: () => {
          leave();
          resolve(new TextEncoder().encode(`%PDF-${label}`));
        },
        fail: (error) => {
          leave();
          reject(error);
        },
      });
    });
  return {
    draw,
    running,
    started,
    mostAtOnce: () => mostAtOnce,
    finish: async (label: string) => {
      finishers.get(label)!.ok();
      await settle();
    },
    fail: async (label: string, error: unknown) => {
      finishers.get(label)!.fail(error);
      await settle();
    },
  };
}

/** Lets the queue's promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the PDF queue', () => {
  it("draws one of a person's PDFs at a time, and serves people in turn", async () => {
    const hand = handDrawn();
    const queue = new PdfQueue({ concurrency: 2, waitingPerUser: 5, waitingTotal: 50, draw: hand.draw });
    const ann = ['ann-1', 'ann-2', 'ann-3'].map((label) => queue.submit('ann', drawing(label)));
    const bob = ['bob-1', 'bob-2'].map((label) => queue.submit('bob', drawing(label)));
    const cat = queue.submit('cat', drawing('cat-1'));
    await settle();
    // Two at once in all, but never two of Ann's: Bob's first goes beside Ann's first.
    expect(hand.running).toEqual(['ann-1', 'bob-1']);
    await hand.finish('ann-1');
    // Ann's second waits behind Cat, who has had no turn yet.
    expect(hand.running).toEqual(['bob-1', 'cat-1']);
    await hand.finish('bob-1');
    expect(hand.running).toEqual(['cat-1', 'ann-2']);
    await hand.finish('cat-1');
    expect(hand.running).toEqual(['ann-2', 'bob-2']);
    await hand.finish('ann-2');
    await hand.finish('bob-2');
    await hand.finish('ann-3');
    expect(hand.started).toEqual(['ann-1', 'bob-1', 'cat-1', 'ann-2', 'bob-2', 'ann-3']);
    expect(hand.mostAtOnce()).toBe(2);
    expect(new TextDecoder().decode(await ann[2]!)).toBe('%PDF-ann-3');
    await Promise.all([...ann, ...bob, cat]);
  });

  it("refuses a person's PDF past the ones waiting behind their drawing (429), while another person's is drawn", async () => {
    const hand = handDrawn();
    const queue = new PdfQueue({ concurrency: 1, waitingPerUser: 2, waitingTotal: 50, draw: hand.draw });
    const accepted = ['ann-1', 'ann-2', 'ann-3'].map((label) => queue.submit('ann', drawing(label)));
    let refused: unknown;
    try {
      await queue.submit('ann', drawing('ann-4'));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(PdfLimitError);
    expect(refused).toMatchObject({ status: 429, message: 'errors.pdfInProgress' });
    expect((refused as PdfLimitError).responseHeaders()).toEqual({ 'Retry-After': '10' });
    const bob = queue.submit('bob', drawing('bob-1'));
    await hand.finish('ann-1');
    // Bob's comes before Ann's second: a burst waits behind everyone else's first.
    expect(hand.running).toEqual(['bob-1']);
    await hand.finish('bob-1');
    expect(new TextDecoder().decode(await bob)).toBe('%PDF-bob-1');
    // Once one of Ann's is done, she may ask again.
    const again = queue.submit('ann', drawing('ann-5'));
    await hand.finish('ann-2');
    await hand.finish('ann-3');
    await hand.finish('ann-5');
    await Promise.all([...accepted, again]);
    expect(queue.inFlight('ann')).toBe(0);
  });

  it('answers 503 with Retry-After when too many PDFs wait in all', async () => {
    const hand = handDrawn();
    const queue = new PdfQueue({ concurrency: 1, waitingPerUser: 5, waitingTotal: 2, draw: hand.draw });
    const first = queue.submit('ann', drawing('ann-1'));
    await settle();
    const waiting = [queue.submit('bob', drawing('bob-1')), queue.submit('cat', drawing('cat-1'))];
    const refused = await queue.submit('dan', drawing('dan-1')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PdfBusyError);
    expect((refused as PdfBusyError).responseHeaders()).toEqual({ 'Retry-After': '30' });
    for (const label of ['ann-1', 'bob-1', 'cat-1']) await hand.finish(label);
    await Promise.all([first, ...waiting]);
  });

  it('takes a PDF whose reader has gone out of the queue undrawn', async () => {
    const hand = handDrawn();
    const queue = new PdfQueue({ concurrency: 1, waitingPerUser: 5, waitingTotal: 50, draw: hand.draw });
    const first = queue.submit('ann', drawing('ann-1'));
    const reader = new AbortController();
    const gone = queue.submit('bob', drawing('bob-1'), reader.signal).catch((error: unknown) => error);
    reader.abort();
    expect(await gone).toBeInstanceOf(PdfBusyError);
    await hand.finish('ann-1');
    await first;
    expect(hand.started).toEqual(['ann-1']);
    expect(queue.inFlight('bob')).toBe(0);
  });

  it('frees the turn when a drawing fails', async () => {
    const hand = handDrawn();
    const queue = new PdfQueue({ concurrency: 1, waitingPerUser: 5, waitingTotal: 50, draw: hand.draw });
    const broken = queue.submit('ann', drawing('ann-1')).catch((error: unknown) => error);
    const next = queue.submit('ann', drawing('ann-2'));
    await settle();
    await hand.fail('ann-1', new Error('layout failed'));
    expect(await broken).toMatchObject({ message: 'layout failed' });
    expect(hand.running).toEqual(['ann-2']);
    await hand.finish('ann-2');
    await next;
  });
});
