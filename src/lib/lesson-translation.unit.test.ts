import { describe, expect, it } from 'vitest';
import type { Block } from './lesson-content';
import { applyTexts, extractTexts, textsFingerprint } from './lesson-translation';

const SOURCE: Block[] = [
  { id: 'intro', type: 'text', markdown: 'Money is something we **agree** on.' },
  { id: 'pic', type: 'image', src: '/files/a.svg', alt: 'A jar of coins', caption: 'Saving jar' },
  { id: 'q1', type: 'question', question: { kind: 'single', prompt: 'What is money for?', hint: 'Think of a shop.', explanation: 'We swap it.', options: [{ id: 'a', text: 'Swapping' }, { id: 'b', text: 'Eating' }], correct: 'a' } },
  { id: 'q2', type: 'question', question: { kind: 'order', prompt: 'Order them', explanation: 'Small first.', items: [{ id: 'x', text: 'Big' }, { id: 'y', text: 'Small' }], correctOrder: ['y', 'x'] } },
  { id: 'q3', type: 'question', question: { kind: 'number', prompt: 'How many?', explanation: 'Two.', correct: 2, tolerance: 0, unit: 'coins' } },
];

describe('a lesson in another language', () => {
  it('lays the translated words over the source and keeps every answer, id and image of the source', () => {
    const french = extractTexts(SOURCE);
    french.intro = { markdown: 'L’argent est quelque chose sur lequel on est **d’accord**.' };
    french.q1 = { prompt: 'À quoi sert l’argent ?', hint: 'Pense à un magasin.', explanation: 'On l’échange.', options: { a: 'Échanger', b: 'Manger', z: 'not an option' } };
    const { blocks, missing } = applyTexts(SOURCE, french);
    const question = blocks[2]!;
    expect(question.type === 'question' && question.question.kind === 'single' && question.question).toMatchObject({ prompt: 'À quoi sert l’argent ?', correct: 'a', options: [{ id: 'a', text: 'Échanger' }, { id: 'b', text: 'Manger' }] });
    expect(blocks[1]).toMatchObject({ src: '/files/a.svg' });
    // A translation holding every word misses none.
    expect(missing).toBe(0);
    // One holding only some: the others are the English words, and counted.
    const partial = applyTexts(SOURCE, { intro: french.intro, q1: french.q1 });
    expect(partial.blocks[1]).toMatchObject({ alt: 'A jar of coins', caption: 'Saving jar' });
    expect(partial.missing).toBe(2 + 4 + 3);
    expect(applyTexts(SOURCE, null).missing).toBe(1 + 2 + 5 + 4 + 3);
  });

  it('cannot change what is right: an order, a number and a correct choice stay the source’s', () => {
    const tampered = { q2: { options: { x: 'Grand', y: 'Petit' }, prompt: 'Range-les', explanation: 'Le petit d’abord.' } };
    const order = applyTexts(SOURCE, tampered).blocks[3]!;
    expect(order.type === 'question' && order.question.kind === 'order' && order.question.correctOrder).toEqual(['y', 'x']);
  });

  it('fingerprints the source’s words: the same words give the same print, a changed word another', () => {
    const print = textsFingerprint('What is money?', SOURCE);
    expect(print).toMatch(/^[0-9a-f]{16}$/);
    expect(textsFingerprint('What is money?', structuredClone(SOURCE))).toBe(print);
    const edited = structuredClone(SOURCE);
    (edited[0] as { markdown: string }).markdown += '!';
    expect(textsFingerprint('What is money?', edited)).not.toBe(print);
    expect(textsFingerprint('What is money!', SOURCE)).not.toBe(print);
  });
});
