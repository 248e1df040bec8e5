import { describe, expect, it } from 'vitest';
import { getIsLoading, setIsLoading, subscribeToLoading } from '@/lib/loading-store';

describe('global isLoading flag (spec 3)', () => {
  it('starts false, and tells subscribers of each real change once', () => {
    expect(getIsLoading()).toBe(false);
    const seen: boolean[] = [];
    const unsubscribe = subscribeToLoading(() => seen.push(getIsLoading()));
    setIsLoading(true);
    setIsLoading(true);
    setIsLoading(false);
    unsubscribe();
    setIsLoading(true);
    expect(seen).toEqual([true, false]);
    setIsLoading(false);
  });
});
