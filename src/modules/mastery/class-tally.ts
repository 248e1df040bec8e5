import { emptyTally, type MasteryLevel, type SkillName } from '@/lib/mastery';

/** One skill across a class: how many students are at each level, and who needs help with it. */
export interface ClassSkill {
  slug: string;
  name: SkillName;
  /** Students at each level; `not-started` counts the students who have not answered the skill yet. */
  tally: Record<MasteryLevel, number>;
  /** The ids of the students still Attempted (under 70 % right): who needs help with this skill, in the class's order. */
  needHelp: string[];
}

/** One student's standing on one skill, as the class's statement reads it. */
export interface StudentStanding {
  studentId: string;
  slug: string;
  name: SkillName;
  level: MasteryLevel;
}

/**
 * A class's skills from its students' standings (rows in the curriculum's order of skills): each skill some student
 * has answered, with the count at each level out of `studentIds` (the class's approved students, in the order the page
 * lists them) and the students who need help.
 */
export function tallyClassSkills(standings: readonly StudentStanding[], studentIds: readonly string[]): ClassSkill[] {
  const order = new Map(studentIds.map((id, index) => [id, index]));
  const skills = new Map<string, ClassSkill>();
  for (const standing of standings) {
    if (!order.has(standing.studentId)) continue;
    const skill = skills.get(standing.slug) ?? { slug: standing.slug, name: standing.name, tally: { ...emptyTally(), 'not-started': studentIds.length }, needHelp: [] };
    skill.tally['not-started'] -= 1;
    skill.tally[standing.level] += 1;
    if (standing.level === 'attempted') skill.needHelp.push(standing.studentId);
    skills.set(standing.slug, skill);
  }
  for (const skill of skills.values()) skill.needHelp.sort((a, b) => order.get(a)! - order.get(b)!);
  return [...skills.values()];
}
