import { describe, expect, it } from 'vitest';
import type { PublicBlock } from './answers';
import { blockSentences, markdownSentences, splitSentences, type ReadAloudLabels } from './read-aloud-script';

const spoken = (markdown: string) => markdownSentences(markdown).map((sentence) => sentence.spoken);

const LABELS: ReadAloudLabels = { callout: { tip: 'Tip', fact: 'Did you know?', warning: 'Watch out' }, true: 'True', false: 'False', pickAll: 'Pick every answer that is right.' };

describe('splitSentences', () => {
  it('splits English at full stops, question and exclamation marks, keeping each mark with its sentence', () => {
    expect(splitSentences('Money is a tool. What can it buy? Lots of things! Even… a bike.')).toEqual(['Money is a tool.', 'What can it buy?', 'Lots of things!', 'Even… a bike.']);
  });

  it('keeps French spaces before ? and ! (plain or narrow no-break) with their sentence, and « » quotes whole', () => {
    expect(splitSentences('Tu as 5 € ? Bravo ! Tu peux économiser.')).toEqual(['Tu as 5 € ?', 'Bravo !', 'Tu peux économiser.']);
    expect(splitSentences('Tu as 5\u202f€\u00a0? Bravo\u202f! Garde-les.')).toEqual(['Tu as 5\u202f€\u00a0?', 'Bravo\u202f!', 'Garde-les.']);
    expect(splitSentences('Léa dit : « Je garde mes pièces. » Puis elle sourit.')).toEqual(['Léa dit : « Je garde mes pièces. »', 'Puis elle sourit.']);
  });

  it('splits Arabic at its question mark ؟ and full stop, but not at its comma ، or semicolon ؛', () => {
    expect(splitSentences('ما هو المال؟ المال أداة، نستخدمها للشراء؛ ونوفّر منه. هل تدّخر؟')).toEqual(['ما هو المال؟', 'المال أداة، نستخدمها للشراء؛ ونوفّر منه.', 'هل تدّخر؟']);
  });

  it('does not end a sentence at a decimal point, an initial, a title, e.g. or a full stop followed by lower case', () => {
    expect(splitSentences('A pen costs $2.50 today. Mr. Lee sells it.')).toEqual(['A pen costs $2.50 today.', 'Mr. Lee sells it.']);
    expect(splitSentences('J. K. Rowling saved. Fruit, e.g. apples, is cheap. It was in the U.S. bank.')).toEqual(['J. K. Rowling saved.', 'Fruit, e.g. apples, is cheap.', 'It was in the U.S. bank.']);
    expect(splitSentences('Mme Dupont a 3,50 €. Elle paie.')).toEqual(['Mme Dupont a 3,50 €.', 'Elle paie.']);
  });

  it('keeps a text without an end mark whole, and gives nothing for blank text', () => {
    expect(splitSentences('Save 3 coins')).toEqual(['Save 3 coins']);
    expect(splitSentences('   ')).toEqual([]);
  });
});

describe('markdownSentences: Markdown is read as words, never as symbols', () => {
  it('reads bold and italic as their words, and a heading and each list item as a sentence of its own', () => {
    const markdown = '# Why save?\n\nSaving means **keeping** money for *later*. It grows!\n\n- Pocket money\n- Birthday gifts\n\n1. Choose a goal\n2. Save a little each week';
    expect(spoken(markdown)).toEqual(['Why save?', 'Saving means keeping money for later.', 'It grows!', 'Pocket money', 'Birthday gifts', 'Choose a goal', 'Save a little each week']);
  });

  it('joins a paragraph’s lines as the page does, and finds the words the page shows', () => {
    const [first] = markdownSentences('A **piggy bank**\nkeeps coins safe.');
    expect(first).toEqual({ shown: 'A piggy bank keeps coins safe.', spoken: 'A piggy bank keeps coins safe.' });
  });

  it('says no pictures, arrows or stray Markdown signs, shows them still, and skips a line of pictures alone', () => {
    expect(markdownSentences('💰 Save first → spend later. 🎉🎉\n\nSave **5 coins # now.\n\n2 * 3 = 6')).toEqual([
      { shown: '💰 Save first → spend later.', spoken: 'Save first spend later.' },
      { shown: 'Save **5 coins # now.', spoken: 'Save 5 coins now.' },
      { shown: '2 * 3 = 6', spoken: '2 × 3 = 6' },
    ]);
  });

  it('reads French and Arabic lessons sentence by sentence', () => {
    expect(spoken("## Pourquoi économiser ?\n\nL'argent sert à **acheter** des choses. Et toi ? Tu économises !")).toEqual(['Pourquoi économiser ?', "L'argent sert à acheter des choses.", 'Et toi ?', 'Tu économises !']);
    expect(spoken('# لماذا ندّخر؟\n\nالادخار يعني أن **نحتفظ** بالمال، لنشتري لاحقًا. هل تدّخر؟\n\n- المصروف\n- الهدايا')).toEqual(['لماذا ندّخر؟', 'الادخار يعني أن نحتفظ بالمال، لنشتري لاحقًا.', 'هل تدّخر؟', 'المصروف', 'الهدايا']);
  });
});

describe('blockSentences: each kind of block in the order the page shows it', () => {
  const read = (block: PublicBlock, order?: string[]) => blockSentences(block, LABELS, order).map((sentence) => sentence.spoken);

  it('a callout says its title first, a picture its description then its caption', () => {
    expect(read({ id: 'c', type: 'callout', tone: 'fact', markdown: 'Coins were once **shells**.' })).toEqual(['Did you know?', 'Coins were once shells.']);
    expect(read({ id: 'i', type: 'image', src: '/files/a.png', alt: 'A jar of coins', caption: 'My savings jar.' })).toEqual(['A jar of coins', 'My savings jar.']);
    expect(read({ id: 'i', type: 'image', src: '/files/a.png', alt: 'A jar of coins' })).toEqual(['A jar of coins']);
  });

  it('a question says its prompt, then its choices', () => {
    expect(read({ id: 'q', type: 'question', question: { kind: 'single', prompt: 'Which is money?', options: [{ id: 'a', text: 'A coin' }, { id: 'b', text: 'A leaf' }] } })).toEqual(['Which is money?', 'A coin', 'A leaf']);
    expect(read({ id: 'q', type: 'question', question: { kind: 'multiple', prompt: 'Which can you save?', options: [{ id: 'a', text: 'Coins' }, { id: 'b', text: 'Notes' }] } })).toEqual(['Which can you save?', 'Pick every answer that is right.', 'Coins', 'Notes']);
    expect(read({ id: 'q', type: 'question', question: { kind: 'true-false', prompt: 'Saving is hard?' } })).toEqual(['Saving is hard?', 'True', 'False']);
    expect(read({ id: 'q', type: 'question', question: { kind: 'number', prompt: 'How much is 2 + 3?', unit: '€' } })).toEqual(['How much is 2 + 3?']);
  });

  it('an order question says its items in the order the child has put them', () => {
    const block: PublicBlock = { id: 'q', type: 'question', question: { kind: 'order', prompt: 'Put these in order.', items: [{ id: 'a', text: 'Earn' }, { id: 'b', text: 'Save' }, { id: 'c', text: 'Spend' }] } };
    expect(read(block)).toEqual(['Put these in order.', 'Earn', 'Save', 'Spend']);
    expect(read(block, ['c', 'a', 'b'])).toEqual(['Put these in order.', 'Spend', 'Earn', 'Save']);
  });
});
