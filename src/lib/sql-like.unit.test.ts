import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './sql-like';

describe('LIKE patterns for what a person typed', () => {
  it('searches for LIKE’s wildcards and escape as they are', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(containsPattern('50% off')).toBe('%50\\% off%');
    expect(containsPattern('plain words')).toBe('%plain words%');
  });
});
