import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderIntl, serverIntl } from '../../../../tests/support/render-intl';
import type { Course } from '../queries';

const intl = await renderIntl('ar');
vi.mock('next-intl/server', () => serverIntl(intl));

const { CourseScreen } = await import('./course-screen');

const course = {
  id: 1,
  slug: 'market-stall',
  title: 'What Is Money?',
  summary: 'Coins, notes and trade.',
  description: 'Run a stall:\n\n- set a price\n- count your **profit**',
  subject: 'money',
  ageBand: '7-9',
  lessons: [{ id: 1, slug: 'first', title: 'Why Prices?', estimatedMinutes: 5, xpReward: 20, completed: false }],
} as unknown as Course;

describe('a course page', () => {
  it('shows the description as the editor promises, Markdown rendered: a list and bold words, no stray asterisks or dashes', async () => {
    const html = renderToString(await CourseScreen({ course, thumbnail: null, viewer: 'guest', skills: null }));
    expect(html).toContain('<li>set a price</li>');
    expect(html).toContain('<strong>profit</strong>');
    expect(html).not.toContain('**');
    expect(html).not.toContain('- set a price');
  });

  it('isolates titles written in another language than the page, so an English "?" stays at the end on an Arabic page', async () => {
    const html = renderToString(createElement('div', null, await CourseScreen({ course, thumbnail: null, viewer: 'guest', skills: null })));
    expect(html).toContain('<bdi>What Is Money?</bdi>');
    expect(html).toContain('<bdi>Why Prices?</bdi>');
    expect(html).toMatch(/<div dir="auto"[^>]*>.*set a price/);
  });
});
