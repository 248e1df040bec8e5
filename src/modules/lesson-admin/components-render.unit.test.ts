import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import ar from '../../../messages/ar.json';
import arContent from '../../../messages/ar/content-admin.json';
import arPart from '../../../messages/ar/lesson-admin.json';
import en from '../../../messages/en.json';
import enContent from '../../../messages/en/content-admin.json';
import enPart from '../../../messages/en/lesson-admin.json';
import fr from '../../../messages/fr.json';
import frContent from '../../../messages/fr/content-admin.json';
import frPart from '../../../messages/fr/lesson-admin.json';
import type { DraftBlock } from '@/lib/lesson-content';
import { LessonEditor } from './components/lesson-editor';
import { LessonImportForm } from './components/lesson-import-form';
import { LessonTranslationEditor } from './components/lesson-translation-editor';
import { LessonTable } from './components/lesson-table';
import { NewLessonForm } from './components/new-lesson-form';
import { inClientIntl } from '../../../tests/support/client-intl';

vi.mock('./actions', () => ({
  saveLessonAction: vi.fn(),
  unpublishLessonAction: vi.fn(),
  createLessonAction: vi.fn(),
  updateLessonRowAction: vi.fn(),
  bulkPublishAction: vi.fn(),
  importLessonsAction: vi.fn(),
  saveLessonTranslationAction: vi.fn(),
}));

const LOCALES = { en: { ...en, ...enContent, ...enPart }, fr: { ...fr, ...frContent, ...frPart }, ar: { ...ar, ...arContent, ...arPart } };

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
    createElement(NextIntlClientProvider, { locale, messages: LOCALES[locale], timeZone: 'UTC', onError: (error: Error) => errors.push(error.message), children: inClientIntl({ locale, messages: LOCALES[locale], onError: (error) => errors.push(error.message), children: element }) }),
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
        englishFingerprint: '0000000000000000',
        translations: { fr: null, ar: null },
      };
      const skills = [{ slug: 'counting-coins', name: { en: 'Counting coins', fr: 'Compter les pièces', ar: 'عدّ القطع النقدية' } }];
      const editor = render(locale, createElement(LessonEditor, { lesson, thumbnailChoices: [{ fullPath: 'thumbnails/coins.png', name: 'coins.png', width: 10, height: 10 }], skills }));
      expect(editor.errors).toEqual([]);
      expect(editor.html).toContain('name="lesson"');
      expect(editor.html).toContain('A coin');
      // Its code arrives after its HTML (a chunk of its own): until React has it, the fields and buttons wait, so
      // nothing typed in that moment is lost and no submit leaves the page.
      expect(editor.html).toMatch(/<form [^>]*aria-labelledby="lesson-editor-title"[^>]*><fieldset disabled="" /);
      // The skill picker names the skills in the admin's language.
      expect(editor.html).toContain(skills[0]!.name[locale]);

      // The translation editor: the English read-only beside the fields, a changed block's old English shown.
      const sourceTexts = { intro: { markdown: 'Money is what we swap.' } };
      const translated = {
        ...lesson,
        translations: {
          fr: null,
          ar: { title: 'ما المال؟', texts: { intro: { markdown: 'المال ما نتبادله.' } }, sourceTexts, updatedAt: new Date(0).toISOString(), state: { status: 'outdated' as const, changed: ['intro'], lacking: ['q1'] } },
        },
      };
      const translator = render(locale, createElement(LessonTranslationEditor, { lesson: translated, locale: 'ar' }));
      expect(translator.errors).toEqual([]);
      expect(translator.html).toContain('name="translation"');
      expect(translator.html).toMatch(/<textarea[^>]*lang="ar"[^>]*dir="rtl"|<textarea[^>]*dir="rtl"[^>]*lang="ar"/);
      expect(translator.html).toContain('Money is what we swap.');
      expect(translator.html).toContain('المال ما نتبادله.');
      // No answer, id, number or image is editable there: no radio, checkbox or number field.
      expect(translator.html).not.toMatch(/type="(radio|checkbox|number)"/);
      const row = { id: 1, courseId: 2, courseTitle: 'Money', position: 0, title: 'What is money?', slug: 'what-is-money', xpReward: 10, estimatedMinutes: 5, published: true, updatedLabel: '1/1/70' };
      const table = render(locale, createElement(LessonTable, { rows: [row], courses: [{ id: 2, slug: 'money', title: 'Money' }], filters: { sort: 'title', dir: 'desc' } }));
      expect(table.errors).toEqual([]);
      expect(table.html).toContain('aria-sort="descending"');
      expect(render(locale, createElement(LessonImportForm)).errors).toEqual([]);
      expect(render(locale, createElement(NewLessonForm, { courseId: 2 })).errors).toEqual([]);
    });
  }
});
