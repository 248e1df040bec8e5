import { describe, expect, it } from 'vitest';
import { createClassSchema } from '@/modules/classes/schemas';
import { newAccountSchema, registerSchema } from '@/modules/accounts/schemas';
import { createChildSchema } from '@/modules/families/create-child-schemas';
import { profileSchema } from '@/modules/profile/schemas';

/* Every schema with a name a person shows others refuses format and control characters (src/lib/visible-text.ts). */
describe('name fields', () => {
  it('every form with a name refuses them with errors.nameInvisible', () => {
    const year = String(new Date().getUTCFullYear() - 9);
    const cases = [
      () => registerSchema.safeParse({ firstName: 'Ma\u202Eya', lastName: 'Lovelace', email: 'a@example.com', password: 'a-long-enough-password', role: 'parent' }),
      () => registerSchema.safeParse({ firstName: 'Maya', lastName: 'Love\u200Blace', email: 'a@example.com', password: 'a-long-enough-password', role: 'parent' }),
      () => newAccountSchema.safeParse({ email: 'a@example.com', password: 'a-long-enough-password', firstName: 'Ma\u2066ya', lastName: '' }),
      () => createChildSchema.safeParse({ firstName: 'Ma\u200Dya', birthYear: year, username: 'maya.k', email: '', password: 'maple-kite-orbit-47' }),
      () => profileSchema.safeParse({ firstName: 'Maya', lastName: 'K\u0000' }),
      () => createClassSchema.safeParse({ name: 'Class 5\u202E' }),
    ];
    for (const parse of cases) {
      const result = parse();
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain('errors.nameInvisible');
    }
    expect(createClassSchema.safeParse({ name: 'Class 5B' }).success).toBe(true);
  });
});
