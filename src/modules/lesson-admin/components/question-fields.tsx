'use client';

import { Icon } from '@/components/ui/icon';
import { arrowDown } from '@/components/ui/icons/arrow-down';
import { arrowUp } from '@/components/ui/icons/arrow-up';
import { x } from '@/components/ui/icons/x';
import { useLocale, useTranslations } from '@/i18n/client';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { DraftQuestion } from '@/lib/lesson-content';
import { moveItem, shortId, shuffledStart } from '../draft-blocks';
import type { SkillOption } from '../queries';
import { controlClass, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { IconButton } from '@/components/ui/icon-button';

type Option = { id: string; text: string };
const MAX_OPTIONS = { single: 6, multiple: 8, order: 8 } as const;

/** A number as typed ("2.5", "2,5", "-3"); undefined when empty or not a number. */
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** A number field that keeps what the admin types (even "2." on the way to "2.5") and reports the number it reads. */
function NumberInput({ id, label, value, onChange, hint, min }: { id: string; label: string; value: number | undefined; onChange: (value: number | undefined) => void; hint?: string; min?: number }) {
  const t = useTranslations('lessonEditor.question');
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const parsed = parseNumber(text);
  const invalid = text.trim() !== '' && (parsed === undefined || (min !== undefined && parsed < min));
  return (
    <TextField
      compact
      id={id}
      label={label}
      hint={hint}
      error={invalid ? t('notANumber') : undefined}
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseNumber(event.target.value);
        onChange(next !== undefined && (min === undefined || next >= min) ? next : undefined);
      }}
    />
  );
}

function OptionList({
  blockId,
  question,
  onChange,
}: {
  blockId: string;
  question: Extract<DraftQuestion, { kind: 'single' | 'multiple' }>;
  onChange: (question: DraftQuestion) => void;
}) {
  const t = useTranslations('lessonEditor.question');
  const options = question.options;
  const isCorrect = (id: string) => (question.kind === 'single' ? question.correct === id : question.correct.includes(id));
  const setOptions = (next: Option[]) => onChange({ ...question, options: next });
  const toggle = (id: string, checked: boolean) => {
    if (question.kind === 'single') onChange({ ...question, correct: id });
    else onChange({ ...question, correct: checked ? [...question.correct.filter((other) => other !== id), id] : question.correct.filter((other) => other !== id) });
  };
  const remove = (id: string) => {
    const rest = options.filter((option) => option.id !== id);
    if (question.kind === 'single') onChange({ ...question, options: rest, correct: question.correct === id ? undefined : question.correct });
    else onChange({ ...question, options: rest, correct: question.correct.filter((other) => other !== id) });
  };
  const max = MAX_OPTIONS[question.kind];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-xs font-semibold text-muted">{question.kind === 'single' ? t('optionsSingle') : t('optionsMultiple')}</legend>
      <ol className="flex flex-col gap-1.5">
        {options.map((option, index) => (
          <li key={option.id} className="flex items-center gap-1.5">
            <input
              type={question.kind === 'single' ? 'radio' : 'checkbox'}
              name={`correct-${blockId}`}
              checked={isCorrect(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              aria-label={t('markCorrect', { number: index + 1 })}
              className="h-4 w-4 shrink-0 accent-[var(--success)]"
            />
            <input
              value={option.text}
              maxLength={200}
              onChange={(event) => setOptions(options.map((other) => (other.id === option.id ? { ...other, text: event.target.value } : other)))}
              aria-label={t('option', { number: index + 1 })}
              className={controlClass({ compact: true, extra: 'min-w-0 flex-1' })}
            />
            <IconButton label={t('moveOptionUp', { number: index + 1 })} disabled={index === 0} onClick={() => setOptions(moveItem(options, index, -1))}>
              <Icon shape={arrowUp} size={14} />
            </IconButton>
            <IconButton label={t('moveOptionDown', { number: index + 1 })} disabled={index === options.length - 1} onClick={() => setOptions(moveItem(options, index, 1))}>
              <Icon shape={arrowDown} size={14} />
            </IconButton>
            <IconButton label={t('removeOption', { number: index + 1 })} onClick={() => remove(option.id)}>
              <Icon shape={x} size={14} />
            </IconButton>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          disabled={options.length >= max}
          onClick={() => setOptions([...options, { id: shortId('o', new Set(options.map((option) => option.id))), text: '' }])}
          className={buttonClass('ghost', 'px-0 py-1 text-xs')}
        >
          {t('addOption', { max })}
        </button>
      </div>
    </fieldset>
  );
}

function OrderLists({ question, onChange }: { question: Extract<DraftQuestion, { kind: 'order' }>; onChange: (question: DraftQuestion) => void }) {
  const t = useTranslations('lessonEditor.question');
  const byId = new Map(question.items.map((item) => [item.id, item]));
  const correct = question.correctOrder.map((id) => byId.get(id)).filter((item): item is Option => item !== undefined);
  const setText = (id: string, text: string) => onChange({ ...question, items: question.items.map((item) => (item.id === id ? { ...item, text } : item)) });
  const remove = (id: string) => onChange({ ...question, items: question.items.filter((item) => item.id !== id), correctOrder: question.correctOrder.filter((other) => other !== id) });
  const add = () => {
    const id = shortId('o', new Set(question.items.map((item) => item.id)));
    onChange({ ...question, items: [...question.items, { id, text: '' }], correctOrder: [...question.correctOrder, id] });
  };
  const label = (item: Option, index: number) => item.text.trim() || t('item', { number: index + 1 });
  // Side by side only when the question itself is wide enough (a container query, not the window's width): beside
  // the preview at 1280 px the editor is a narrow column, and two lists there left each field a few letters wide.
  return (
    <div className="@container">
      <div className="grid gap-3 @xl:grid-cols-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-semibold text-muted">{t('correctOrder')}</legend>
          <ol className="flex flex-col gap-1.5">
            {correct.map((item, index) => (
              <li key={item.id} className="flex items-center gap-1.5">
                <span className="w-5 shrink-0 text-center text-xs font-bold text-muted">{index + 1}</span>
                <input value={item.text} maxLength={200} onChange={(event) => setText(item.id, event.target.value)} aria-label={t('item', { number: index + 1 })} className={controlClass({ compact: true, extra: 'min-w-0 flex-1' })} />
                <IconButton label={t('moveItemUp', { number: index + 1 })} disabled={index === 0} onClick={() => onChange({ ...question, correctOrder: moveItem(question.correctOrder, index, -1) })}>
                  <Icon shape={arrowUp} size={14} />
                </IconButton>
                <IconButton label={t('moveItemDown', { number: index + 1 })} disabled={index === correct.length - 1} onClick={() => onChange({ ...question, correctOrder: moveItem(question.correctOrder, index, 1) })}>
                  <Icon shape={arrowDown} size={14} />
                </IconButton>
                <IconButton label={t('removeItem', { number: index + 1 })} onClick={() => remove(item.id)}>
                  <Icon shape={x} size={14} />
                </IconButton>
              </li>
            ))}
          </ol>
          <div>
            <button type="button" disabled={question.items.length >= MAX_OPTIONS.order} onClick={add} className={buttonClass('ghost', 'px-0 py-1 text-xs')}>
              {t('addItem', { max: MAX_OPTIONS.order })}
            </button>
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-semibold text-muted">{t('startOrder')}</legend>
          <ol className="flex flex-col gap-1.5">
            {question.items.map((item, index) => (
              <li key={item.id} className="flex items-center gap-1.5 rounded-lg border border-line px-2 py-1 text-sm">
                <span className="min-w-0 flex-1 truncate">{label(item, question.correctOrder.indexOf(item.id))}</span>
                <IconButton label={t('moveStartUp', { item: label(item, question.correctOrder.indexOf(item.id)) })} disabled={index === 0} onClick={() => onChange({ ...question, items: moveItem(question.items, index, -1) })}>
                  <Icon shape={arrowUp} size={14} />
                </IconButton>
                <IconButton
                  label={t('moveStartDown', { item: label(item, question.correctOrder.indexOf(item.id)) })}
                  disabled={index === question.items.length - 1}
                  onClick={() => onChange({ ...question, items: moveItem(question.items, index, 1) })}
                >
                  <Icon shape={arrowDown} size={14} />
                </IconButton>
              </li>
            ))}
          </ol>
          <div>
            <button type="button" disabled={question.items.length < 2} onClick={() => onChange({ ...question, items: shuffledStart(question.items, question.correctOrder) })} className={buttonClass('secondary', 'px-3 py-1 text-xs')}>
              {t('shuffle')}
            </button>
          </div>
        </fieldset>
      </div>
    </div>
  );
}

/** The skill a question practises (decision 052), named in the admin's language; none is allowed in a draft. */
function SkillPicker({ blockId, question, skills, onChange }: { blockId: string; question: DraftQuestion; skills: SkillOption[]; onChange: (question: DraftQuestion) => void }) {
  const t = useTranslations('lessonEditor.question');
  const locale = useLocale() as keyof SkillOption['name'];
  const known = !question.skill || skills.some((skill) => skill.slug === question.skill);
  return (
    <SelectField
      compact
      id={`${blockId}-skill`}
      label={t('skill')}
      hint={t('skillHint')}
      controlClassName="sm:max-w-sm"
      value={question.skill ?? ''}
      onChange={(event) => {
        const { skill: _skill, ...rest } = question;
        onChange(event.target.value ? ({ ...rest, skill: event.target.value } as DraftQuestion) : (rest as DraftQuestion));
      }}
    >
      <option value="">{t('noSkill')}</option>
      {skills.map((skill) => (
        <option key={skill.slug} value={skill.slug}>
          {skill.name[locale] ?? skill.name.en}
        </option>
      ))}
      {known ? null : <option value={question.skill}>{question.skill}</option>}
    </SelectField>
  );
}

/** The fields of one question: prompt, its answer (by kind), hint, explanation and the skill it practises. */
export function QuestionFields({ blockId, question, skills, onChange }: { blockId: string; question: DraftQuestion; skills: SkillOption[]; onChange: (question: DraftQuestion) => void }) {
  const t = useTranslations('lessonEditor.question');
  return (
    <div className="flex flex-col gap-3">
      <TextAreaField compact id={`${blockId}-prompt`} label={t('prompt')} rows={2} maxLength={500} value={question.prompt} onChange={(event) => onChange({ ...question, prompt: event.target.value })} />
      {question.kind === 'single' || question.kind === 'multiple' ? <OptionList blockId={blockId} question={question} onChange={onChange} /> : null}
      {question.kind === 'true-false' ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-xs font-semibold text-muted">{t('correctAnswer')}</legend>
          <div className="flex gap-4">
            {[true, false].map((value) => (
              <label key={String(value)} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`correct-${blockId}`} checked={question.correct === value} onChange={() => onChange({ ...question, correct: value })} className="accent-[var(--success)]" />
                {value ? t('true') : t('false')}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {question.kind === 'number' ? (
        <div className="grid gap-2 sm:grid-cols-3">
          <NumberInput id={`${blockId}-correct`} label={t('correctNumber')} value={question.correct} onChange={(correct) => onChange({ ...question, correct })} />
          <NumberInput id={`${blockId}-tolerance`} label={t('tolerance')} hint={t('toleranceHint')} min={0} value={question.tolerance} onChange={(tolerance) => onChange({ ...question, tolerance: tolerance ?? 0 })} />
          <TextField compact id={`${blockId}-unit`} label={t('unit')} maxLength={20} value={question.unit ?? ''} onChange={(event) => onChange({ ...question, unit: event.target.value })} />
        </div>
      ) : null}
      {question.kind === 'order' ? <OrderLists question={question} onChange={onChange} /> : null}
      <TextField compact id={`${blockId}-hint`} label={t('hint')} hint={t('hintHint')} maxLength={300} value={question.hint ?? ''} onChange={(event) => onChange({ ...question, hint: event.target.value })} />
      <TextAreaField
        compact
        id={`${blockId}-explanation`}
        label={t('explanation')}
        hint={t('explanationHint')}
        rows={2}
        maxLength={1000}
        value={question.explanation}
        onChange={(event) => onChange({ ...question, explanation: event.target.value })}
      />
      <SkillPicker blockId={blockId} question={question} skills={skills} onChange={onChange} />
    </div>
  );
}
