import { describe, expect, it } from 'vitest';
import { courseProblems, svgProblems } from './check';
import { CURRICULUM } from './index';
import { SKILLS } from './skills';

/* Every written course is complete in English, French and Arabic, and each lesson is publishable in all three. */

describe('the written curriculum', () => {
  it('checks what it promises (a drawing with words, a missing translation, an unknown skill are found)', () => {
    expect(svgProblems('x', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><text>Hi</text></svg>')).toHaveLength(1);
    expect(svgProblems('x', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><image href="https://x.test/a.png"/></svg>').length).toBeGreaterThan(0);
    const problems = courseProblems({
      slug: 'tiny',
      title: { en: 'Tiny', fr: 'Petit', ar: 'صغير' },
      summary: { en: 'A summary', fr: '', ar: 'ملخص' },
      description: { en: 'About {{money 2.50}}', fr: 'À propos de {{money 3}}', ar: 'عن {{money 2.50}}' },
      subject: 'saving',
      ageBand: '7-9',
      featured: false,
      lessons: [],
    });
    expect(problems).toContain('tiny summary: no fr text');
    expect(problems).toContain('tiny description (fr): its amounts differ from the English text');
  });

  for (const course of CURRICULUM) {
    it(`${course.slug}: complete in three languages, every lesson publishable`, () => {
      expect(courseProblems(course)).toEqual([]);
    });
  }

  it('is a whole curriculum: at least 6 courses and 40 lessons for ages 7–9 and 10–14, every skill practised, slugs unique', () => {
    const lessons = CURRICULUM.flatMap((course) => course.lessons);
    expect(CURRICULUM.length).toBeGreaterThanOrEqual(6);
    expect(lessons.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CURRICULUM.map((course) => course.slug)).size).toBe(CURRICULUM.length);
    expect(CURRICULUM.filter((course) => course.ageBand === '7-9').length).toBeGreaterThanOrEqual(2);
    expect(CURRICULUM.filter((course) => course.ageBand !== '7-9').length).toBeGreaterThanOrEqual(2);
    const practised = new Set(lessons.flatMap((lesson) => lesson.blocks.flatMap((block) => (block.type === 'question' ? [block.question.skill] : []))));
    expect(Object.keys(SKILLS).filter((skill) => !practised.has(skill as keyof typeof SKILLS))).toEqual([]);
  });
});
