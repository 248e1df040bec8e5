import { describe, expect, it } from 'vitest';
import { tallyClassSkills, type StudentStanding } from './class-tally';

const name = (en: string) => ({ en, fr: en, ar: en });
const standing = (studentId: string, slug: string, level: StudentStanding['level']): StudentStanding => ({ studentId, slug, name: name(slug), level });

describe('a class by skill', () => {
  it('counts each student once per skill, the ones who have not answered as not started, and lists who needs help in the class’s order', () => {
    const skills = tallyClassSkills(
      [standing('cy', 'saving', 'attempted'), standing('ana', 'saving', 'mastered'), standing('ben', 'saving', 'attempted'), standing('ana', 'budgets', 'familiar')],
      ['ana', 'ben', 'cy', 'dee'],
    );
    expect(skills.map((skill) => skill.slug)).toEqual(['saving', 'budgets']);
    expect(skills[0]).toMatchObject({ tally: { 'not-started': 1, attempted: 2, familiar: 0, proficient: 0, mastered: 1 }, needHelp: ['ben', 'cy'] });
    expect(skills[1]).toMatchObject({ tally: { 'not-started': 3, attempted: 0, familiar: 1, proficient: 0, mastered: 0 }, needHelp: [] });
  });

  it('leaves out a standing of a child who is not one of the class’s students', () => {
    expect(tallyClassSkills([standing('stranger', 'saving', 'attempted')], ['ana'])).toEqual([]);
  });
});
