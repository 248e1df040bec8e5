'use client';

import { useTranslations } from '@/i18n/client';
import { buttonClass } from '@/components/ui/button';
import type { Answer, PublicQuestion } from '../answers';

/*
 * A question's answer field, for each kind of question: what the lesson player and the daily review's player both
 * draw (decision 052). The answer is checked on the server; this only collects it.
 */

/** What a question's field holds before the child touches it (null: nothing chosen yet). */
export function emptyAnswer(question: PublicQuestion): Answer | null {
  if (question.kind === 'multiple') return [];
  if (question.kind === 'order') return question.items.map((item) => item.id);
  return null;
}

/** The field of one question; `name` groups its radio buttons (the question's block id). */
export function QuestionInput({ question, value, onChange, disabled, name }: { question: PublicQuestion; value: Answer | null; onChange: (value: Answer) => void; disabled: boolean; name: string }) {
  const t = useTranslations('player');
  const choice = 'flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-card px-4 py-3 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/30';
  if (question.kind === 'single' || question.kind === 'true-false') {
    const options = question.kind === 'single' ? question.options : [{ id: 'true', text: t('true') }, { id: 'false', text: t('false') }];
    return (
      <div role="radiogroup" aria-label={t('choices')} className="flex flex-col gap-2">
        {options.map((option) => {
          const optionValue: Answer = question.kind === 'true-false' ? option.id === 'true' : option.id;
          return (
            <label key={option.id} className={choice}>
              <input type="radio" name={name} disabled={disabled} checked={value === optionValue} onChange={() => onChange(optionValue)} />
              {option.text}
            </label>
          );
        })}
      </div>
    );
  }
  if (question.kind === 'multiple') {
    const selected = Array.isArray(value) ? value : [];
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm text-muted">{t('pickAll')}</legend>
        {question.options.map((option) => (
          <label key={option.id} className={choice}>
            <input
              type="checkbox"
              disabled={disabled}
              checked={selected.includes(option.id)}
              onChange={(event) => onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))}
            />
            {option.text}
          </label>
        ))}
      </fieldset>
    );
  }
  if (question.kind === 'number') {
    return (
      <label className="flex items-center gap-2">
        <span className="sr-only">{t('yourAnswer')}</span>
        <input
          type="text"
          inputMode="decimal"
          disabled={disabled}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(event) => {
            const parsed = Number(event.target.value.replace(',', '.'));
            if (event.target.value.trim() !== '' && Number.isFinite(parsed)) onChange(parsed);
          }}
          className="w-40 rounded-xl border border-line bg-card px-3 py-2.5 text-lg tabular-nums"
          aria-label={t('yourAnswer')}
        />
        {question.unit ? <span className="text-muted">{question.unit}</span> : null}
      </label>
    );
  }
  if (question.kind !== 'order') return null;
  const order = Array.isArray(value) ? value : question.items.map((item) => item.id);
  const textOf = (id: string) => question.items.find((item) => item.id === id)?.text ?? id;
  const move = (index: number, by: number) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <ol className="flex flex-col gap-2" aria-label={t('order')}>
      {order.map((id, index) => (
        <li key={id} className="flex items-center gap-2 rounded-xl border border-line bg-card px-3 py-2">
          <span data-read-aloud-skip className="w-6 text-center font-bold text-muted">
            {index + 1}
          </span>
          <span className="flex-1">{textOf(id)}</span>
          <button type="button" disabled={disabled || index === 0} onClick={() => move(index, -1)} className={buttonClass('secondary', 'px-2 py-1')} aria-label={t('moveUp', { item: textOf(id) })}>
            ↑
          </button>
          <button type="button" disabled={disabled || index === order.length - 1} onClick={() => move(index, 1)} className={buttonClass('secondary', 'px-2 py-1')} aria-label={t('moveDown', { item: textOf(id) })}>
            ↓
          </button>
        </li>
      ))}
    </ol>
  );
}
