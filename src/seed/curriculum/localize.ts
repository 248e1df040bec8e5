import { fileUrl } from '@/lib/file-url';
import type { Block, Question } from '@/lib/lesson-content';
import type { CurriculumBlock, CurriculumCourse, CurriculumLesson, CurriculumQuestion, Locale } from './types';

/*
 * One language's view of the written curriculum: the blocks the lesson player reads, in `locale`. A picture becomes
 * an image block whose file is the lesson's drawing in the file store (picturePath: the SVG drawn at 640×400 in WebP,
 * since the file store keeps no SVG, a document that can carry script when opened on its own; decision 051).
 * `{{money …}}` tokens stay in the text: the player formats them for the reader.
 */

export function picturePath(course: string, lesson: string, name: string): string {
  return `thumbnails/lesson-${course}-${lesson}-${name}.webp`;
}

function localizeQuestion(question: CurriculumQuestion, locale: Locale): Question {
  const base = { prompt: question.prompt[locale], hint: question.hint[locale], explanation: question.explanation[locale], skill: question.skill };
  switch (question.kind) {
    case 'single':
      return { kind: 'single', ...base, options: question.options.map((option) => ({ id: option.id, text: option.text[locale] })), correct: question.correct };
    case 'multiple':
      return { kind: 'multiple', ...base, options: question.options.map((option) => ({ id: option.id, text: option.text[locale] })), correct: question.correct };
    case 'true-false':
      return { kind: 'true-false', ...base, correct: question.correct };
    case 'number': {
      const unit = question.unit === undefined ? undefined : question.unit === 'money' ? 'money' : question.unit[locale];
      return { kind: 'number', ...base, correct: question.correct, tolerance: question.tolerance, ...(unit === undefined ? {} : { unit }) };
    }
    case 'order':
      return { kind: 'order', ...base, items: question.items.map((item) => ({ id: item.id, text: item.text[locale] })), correctOrder: question.correctOrder };
  }
}

export function localizeBlock(block: CurriculumBlock, locale: Locale, lesson: CurriculumLesson, course: string): Block {
  switch (block.type) {
    case 'text':
      return { id: block.id, type: 'text', markdown: block.markdown[locale] };
    case 'callout':
      return { id: block.id, type: 'callout', tone: block.tone, markdown: block.markdown[locale] };
    case 'picture': {
      const picture = lesson.pictures.find((each) => each.name === block.picture);
      return {
        id: block.id,
        type: 'image',
        src: fileUrl(picturePath(course, lesson.slug, block.picture)),
        alt: picture?.alt[locale] ?? '',
        ...(block.caption ? { caption: block.caption[locale] } : {}),
      };
    }
    case 'question':
      return { id: block.id, type: 'question', question: localizeQuestion(block.question, locale) };
  }
}

export function localizeLesson(course: CurriculumCourse, lesson: CurriculumLesson, locale: Locale): { slug: string; title: string; blocks: Block[] } {
  return { slug: lesson.slug, title: lesson.title[locale], blocks: lesson.blocks.map((block) => localizeBlock(block, locale, lesson, course.slug)) };
}
