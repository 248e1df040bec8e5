import { describe, expect, it } from 'vitest';
import { auditFiltersSchema } from './schemas';

describe('audit filters', () => {
  it('keep real days and ignore impossible ones instead of failing the page', () => {
    expect(auditFiltersSchema.parse({ from: '2024-02-29', to: '2024-03-01' })).toMatchObject({ from: '2024-02-29', to: '2024-03-01' });
    for (const bad of ['2024-13-45', '2023-02-29', '2024-02-30', '2024-1-1', 'yesterday', '0000-01-01', '0999-12-31']) {
      expect(auditFiltersSchema.parse({ from: bad, to: bad })).toMatchObject({ from: undefined, to: undefined });
    }
  });
});
