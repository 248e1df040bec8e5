import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters } from './visible-text';

const HIDDEN = {
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner': '\u200D',
  'left-to-right embedding': '\u202A',
  'right-to-left override': '\u202E',
  'left-to-right isolate': '\u2066',
  'pop directional isolate': '\u2069',
  'byte order mark': '\uFEFF',
  'soft hyphen': '\u00AD',
  'null': '\u0000',
  'escape': '\u001B',
  'delete': '\u007F',
};

describe('names hold only visible characters', () => {
  it('spots every format and control character, and nothing in ordinary names of any script', () => {
    for (const [label, character] of Object.entries(HIDDEN)) expect(hasInvisibleCharacters(`Ma${character}ya`), label).toBe(true);
    for (const name of ['Maya', 'Zoë', "O'Brien", 'Jean-Luc', 'مريم', 'Ελένη', '李雷', 'Ana María']) expect(hasInvisibleCharacters(name), name).toBe(false);
  });
});
