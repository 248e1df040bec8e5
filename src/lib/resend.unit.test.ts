import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableAnswer, resendPause, sendUntilAnswered } from './resend';

describe('the resend schedule (decision 049)', () => {
  it('doubles from 1 s to at most 30 s', () => {
    const top = () => 1;
    expect(Array.from({ length: 8 }, (_, attempt) => resendPause(attempt, top))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(resendPause(500, top)).toBe(30_000);
  });

  it('takes up to a fifth off at random, so many pages cut off together do not come back in step', () => {
    expect(resendPause(0, () => 0)).toBe(800);
    expect(resendPause(3, () => 0.5)).toBe(7200);
    expect(resendPause(9, () => 0)).toBe(24_000);
  });
});

/** A send that fails the given ways in turn, then answers; it remembers the pauses asked for. */
function scripted<T>(failures: ('throw' | T)[], answer: T) {
  const calls: number[] = [];
  const pauses: number[] = [];
  let call = 0;
  const send = async () => {
    calls.push(call);
    const failure = failures[call++];
    if (failure === 'throw') throw new TypeError('Failed to fetch');
    return failure ?? answer;
  };
  const wait = async (ms: number) => {
    pauses.push(ms);
  };
  return { send, wait, calls, pauses };
}

describe('sending until an answer arrives', () => {
  it('sends again after no answer and after "the database is away", pausing longer each time, and gives back the answer', async () => {
    const away = { status: 'error', message: 'errors.databaseUnavailable' };
    const saved = { status: 'success', message: 'journal.done.saved' };
    const { send, wait, calls, pauses } = scripted<typeof saved>(['throw', away, 'throw'], saved);
    const waited: number[] = [];
    const answer = await sendUntilAnswered(send, { wait, random: () => 1, onWaiting: (attempt) => waited.push(attempt) });
    expect(answer).toBe(saved);
    expect(calls).toHaveLength(4);
    expect(pauses).toEqual([1000, 2000, 4000]);
    expect(waited).toEqual([0, 1, 2]);
  });

  it('takes a real answer at once, refusals included, and waits for nothing', async () => {
    const refused = { ok: false, error: 'errors.questionFinished' };
    const { send, wait, calls, pauses } = scripted<typeof refused>([], refused);
    expect(await sendUntilAnswered(send, { wait })).toBe(refused);
    expect(calls).toHaveLength(1);
    expect(pauses).toEqual([]);
  });

  it('tells "the database is away" apart in a form state and in an action result', () => {
    expect(isDatabaseUnavailableAnswer({ status: 'error', message: 'errors.databaseUnavailable' })).toBe(true);
    expect(isDatabaseUnavailableAnswer({ ok: false, error: 'errors.databaseUnavailable' })).toBe(true);
    expect(isDatabaseUnavailableAnswer({ status: 'error', message: 'errors.checkForm' })).toBe(false);
    expect(isDatabaseUnavailableAnswer(undefined)).toBe(false);
  });

  it('stops when the page is left', async () => {
    const controller = new AbortController();
    const { send, calls } = scripted<string>(['throw', 'throw', 'throw'], 'never');
    const stopped = sendUntilAnswered(send, {
      signal: controller.signal,
      wait: async () => {
        controller.abort(new Error('left'));
      },
    });
    await expect(stopped).rejects.toThrow('left');
    expect(calls).toHaveLength(1);
  });
});
