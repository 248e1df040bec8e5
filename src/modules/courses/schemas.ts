import { z } from 'zod';
import { AGE_BANDS, SUBJECTS } from '@/lib/lesson-content';

/** Catalogue filters from the address bar; anything unknown is ignored. */
export const catalogueFiltersSchema = z.object({
  subject: z.enum(SUBJECTS).optional().catch(undefined),
  age: z.enum(AGE_BANDS).optional().catch(undefined),
});
