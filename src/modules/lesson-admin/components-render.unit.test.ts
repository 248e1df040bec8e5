import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import ar from '../../../messages/ar.json';
import arPart from '../../../messages/ar/lesson-admin.json';
import en from '../../../messages/en.json';
import enPart from '../../../messages/en/lesson-admin.json';
import fr from '../../../messages/fr.json';
import frPart from '../../../messages/fr/lesson-admin.json';
import type { DraftBlock } from '@/lib/lesson-content';
import { LessonEditor } from './components/lesson-editor';
import { LessonImportForm } from './components/lesson-import-form';
import { LessonTable } from './components/lesson-table';
import { NewLessonForm } from './components/new-lesson-form';

vi.mock('./actions', () => ({
  saveLessonAction: vi.fn(),
  unpublishLessonAction: vi.fn(),
  createLessonAction: vi.fn(),
  updateLessonRowAction: vi.fn(),
  bulkPublishAction: vi.fn(),
  importLessonsAction: vi.fn(),
}));

const LOCALES = { en: { ...en, ...enPart }, fr: { ...fr, ...frPart }, ar: { ...ar, ...arPart } };

const BLOCKS: DraftBlock[] = [
  { id: 'intro', type: 'text', markdown: '**Money** is what we trade.\n\n- one\n- two' },
  { id: 'pic', type: 'image', src: '/files/thumbnails/coins.png', alt: 'Coins', caption: 'Coins' },
  { id: 'empty-pic', type: 'image', src: '', alt: '' },
  { id: 'tip', type: 'callout', tone: 'warning', markdown: 'Careful.' },
  { id: 'q1', type: 'question', question: { kind: 'single', prompt: 'Which?', explanation: 'A.', hint: 'Round.', options: [{ id: 'a', text: 'A coin' }, { id: 'b', text: '' }], correct: 'a' } },
  { id: 'q2', type: 'question', question: { kind: 'multiple', prompt: 'Which ones?', explanation: 'Both.', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: ['a', 'b'] } },
  { id: 'q3', type: 'question', question: { kind: 'true-false', prompt: 'True?', explanation: '' } },
  { id: 'q4', type: 'question', question: { kind: 'number', prompt: 'How many?', explanation: '7.', correct: 7, tolerance: 0.5, unit: 'coins' } },
  { id: 'q5', type: 'question', question: { kind: 'order', prompt: 'Order.', explanation: 'So.', items: [{ id: 'x', text: 'Big' }, { id: 'y', text: 'Small' }], correctOrder: ['y', 'x'] } },
];

function render(locale: keyof typeof LOCALES, element: ReactElement): { html: string; errors: string[] } {
  const errors: string[] = [];
  const html = renderToString(
    createElement(NextIntlClientProvider, { locale, messages: LOCALES[locale], timeZone: 'UTC', onError: (error: Error) => errors.push(error.message), children: element }),
  );
  return { html, errors };
}

describe('the lesson editors render in every language', () => {
  for (const locale of Object.keys(LOCALES) as (keyof typeof LOCALES)[]) {
    it(`${locale}: editor, preview, table, import and new-lesson forms, with no missing message`, () => {
      const lesson = {
        id: 1,
        courseId: 2,
        courseSlug: 'money',
        courseTitle: 'Money',
        slug: 'what-is-money',
        title: 'What is money?',
        estimatedMinutes: 5,
        xpReward: 10,
        thumbnailPath: null,
        published: false,
        blocks: BLOCKS,
        updatedAt: new Date(0).toISOString(),
      };
      const editor = render(locale, createElement(LessonEditor, { lesson, thumbnailChoices: [{ fullPath: 'thumbnails/coins.png', name: 'coins.png', width: 10, height: 10 }] }));
      expect(editor.errors).toEqual([]);
      expect(editor.html).toContain('name="lesson"');
      expect(editor.html).toContain('A coin');
      const row = { id: 1, courseId: 2, courseTitle: 'Money', position: 0, title: 'What is money?', slug: 'what-is-money', xpReward: 10, estimatedMinutes: 5, published: true, updatedLabel: '1/1/70' };
      const table = render(locale, createElement(LessonTable, { rows: [row], courses: [{ id: 2, slug: 'money', title: 'Money' }], filters: { sort: 'title', dir: 'desc' } }));
      expect(table.errors).toEqual([]);
      expect(table.html).toContain('aria-sort="descending"');
      expect(render(locale, createElement(LessonImportForm)).errors).toEqual([]);
      expect(render(locale, createElement(NewLessonForm, { courseId: 2 })).errors).toEqual([]);
    });
  }
});
