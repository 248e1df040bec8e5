import { describe, expect, it } from 'vitest';
import { supportTopicsIn } from './support';

describe('supportTopicsIn', () => {
  it('finds hard topics in any case, spacing or apostrophe, in English, French and Arabic', () => {
    expect(supportTopicsIn('Sometimes I  WANT TO DIE.')).toEqual(['selfHarm']);
    expect(supportTopicsIn('Il me frappe quand il est fâché')).toEqual(['abuse']);
    expect(supportTopicsIn('Personne ne m’aime à l’école')).toEqual(['bullying']);
    expect(supportTopicsIn('هناك من يتنمر علي')).toEqual(['bullying']);
    expect(supportTopicsIn('They bullied me and my dad hits me')).toEqual(['abuse', 'bullying']);
  });

  it('matches whole words only, so ordinary entries get no note', () => {
    expect(supportTopicsIn('The ball flew like a bullet')).toEqual([]);
    expect(supportTopicsIn('I hit my head on the door, then laughed')).toEqual([]);
    expect(supportTopicsIn('We planted beans and I was proud')).toEqual([]);
  });
});
