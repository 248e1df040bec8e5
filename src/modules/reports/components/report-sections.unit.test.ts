import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { renderIntl, serverIntl } from '../../../../tests/support/render-intl';
import type { ChildReport } from '../queries';

const intl = await renderIntl('en');
vi.mock('next-intl/server', () => serverIntl(intl));

const { LessonsAndBadges } = await import('./report-sections');

const lesson = (lessonId: number, title: string, correct: number, total: number) => ({ lessonId, lessonTitle: title, courseTitle: 'Money basics', correct, total, perfect: correct === total, completedAt: new Date(`2026-11-0${lessonId}T10:00:00Z`) });

async function sections(lessons: ReturnType<typeof lesson>[]): Promise<{ best: string; weakest: string }> {
  const report = { learning: { lessons, coursesCompleted: [], badges: [] } } as unknown as ChildReport;
  const { prelude } = await prerender(createElement(LessonsAndBadges, { report }));
  const html = await new Response(prelude).text();
  const section = (id: string) => (new RegExp(`aria-labelledby="${id}"[^>]*>(.*?)</section>`, 's').exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return { best: section('best-lessons-title'), weakest: section('weakest-lessons-title') };
}

describe("a report's best lessons and lessons to look at again", () => {
  it('never lists a lesson with a missed question as best, nor says every quiz was right beside one', async () => {
    const { best, weakest } = await sections([lesson(1, 'Needs and wants', 0, 4), lesson(2, 'Saving up', 3, 4)]);
    expect(best).not.toContain('Needs and wants');
    expect(best).not.toContain('Saving up');
    expect(best).toContain('No lesson was answered all right at the first try yet.');
    expect(weakest).toContain('Needs and wants');
    expect(weakest).toContain('Saving up');
    expect(weakest).not.toContain('Every quiz was answered right at the first try.');
    // The lowest score comes first.
    expect(weakest.indexOf('Needs and wants')).toBeLessThan(weakest.indexOf('Saving up'));
  });

  it('puts all-right lessons under best, and says every quiz was right only when it is so', async () => {
    const mixed = await sections([lesson(1, 'Needs and wants', 4, 4), lesson(2, 'Saving up', 1, 4)]);
    expect(mixed.best).toContain('Needs and wants');
    expect(mixed.weakest).toContain('Saving up');
    const perfect = await sections([lesson(1, 'Needs and wants', 4, 4)]);
    expect(perfect.weakest).toContain('Every quiz was answered right at the first try.');
  });
});
