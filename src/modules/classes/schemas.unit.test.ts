import { describe, expect, it } from 'vitest';
import { addStudentSchema, classLeaderboardSchema, createClassSchema, renameClassSchema } from './schemas';

const classId = '0b0f4c2e-4a59-4d4a-9d57-2f1f6f0e8a11';

describe('class form input', () => {
  it('takes a child’s code typed in any case with spaces around, and refuses anything else with a readable message', () => {
    expect(addStudentSchema.parse({ classId, code: '  k7q2zp ' })).toEqual({ classId, code: 'K7Q2ZP' });
    for (const code of ['K7Q2Z', 'K7Q2ZPX', 'K7-2ZP', '', 'ÉÉÉÉÉÉ']) {
      const result = addStudentSchema.safeParse({ classId, code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('classes.errors.codeInvalid');
    }
  });

  it('needs a class name of 1 to 60 characters once trimmed', () => {
    expect(createClassSchema.parse({ name: '  Maths 4B  ' })).toEqual({ name: 'Maths 4B' });
    expect(createClassSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('classes.errors.nameRequired');
    expect(createClassSchema.safeParse({ name: 'x'.repeat(61) }).error?.issues[0]?.message).toBe('classes.errors.nameTooLong');
    expect(createClassSchema.safeParse({ name: 'x'.repeat(60) }).success).toBe(true);
  });

  it('treats anything but a class id as "no such class" (never a database error)', () => {
    for (const bad of ['1', 'not-a-uuid', `${classId}x`, "' or 1=1 --"]) {
      expect(renameClassSchema.safeParse({ classId: bad, name: 'A' }).error?.issues[0]?.message).toBe('classes.errors.notFound');
    }
  });

  it('reads the leaderboard switch as a yes or no only', () => {
    expect(classLeaderboardSchema.parse({ classId, enabled: 'false' }).enabled).toBe(false);
    expect(classLeaderboardSchema.parse({ classId, enabled: 'true' }).enabled).toBe(true);
    expect(classLeaderboardSchema.safeParse({ classId, enabled: 'maybe' }).success).toBe(false);
  });
});
