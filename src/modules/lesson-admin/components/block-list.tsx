'use client';

import { Icon } from '@/components/ui/icon';
import { arrowDown } from '@/components/ui/icons/arrow-down';
import { arrowUp } from '@/components/ui/icons/arrow-up';
import { x } from '@/components/ui/icons/x';
import { useTranslations } from '@/i18n/client';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/ui/form-status';
import type { DraftBlock, PublishProblem } from '@/lib/lesson-content';
import { ThumbnailField } from '@/modules/content-admin/components/thumbnail-field';
import type { ThumbnailChoice } from '@/modules/content-admin';
import { moveItem, NEW_BLOCK_KINDS, newBlock, type NewBlockKind } from '../draft-blocks';
import { fileUrl, fullPathOf } from '@/lib/file-url';
import type { SkillOption } from '../queries';
import { LESSON_LIMITS } from '../limits';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { IconButton } from '@/components/ui/icon-button';
import { QuestionFields } from './question-fields';
import { usePublishProblemText } from './use-publish-problem-text';

export function blockKind(block: DraftBlock): NewBlockKind {
  return block.type === 'question' ? block.question.kind : block.type;
}

interface BlockListProps {
  blocks: DraftBlock[];
  onChange: (update: (blocks: DraftBlock[]) => DraftBlock[]) => void;
  thumbnailChoices: ThumbnailChoice[];
  /** The skills a question may practise. */
  skills: SkillOption[];
  /** Problems to show on each block (after a refused publish), by block id. */
  problems: PublishProblem[];
  /** Field errors from the server, keyed `block:<id>`. */
  fieldErrors?: Record<string, string>;
}

/** The ordered blocks: edit in place, add, move up and down, delete (with undo). */
export function BlockList({ blocks, onChange, thumbnailChoices, skills, problems, fieldErrors }: BlockListProps) {
  const t = useTranslations('lessonEditor.blocks');
  const types = useTranslations('lessonEditor.blockTypes');
  const message = useMessage();
  const problemText = usePublishProblemText();
  const [kind, setKind] = useState<NewBlockKind>('text');
  const [announcement, setAnnouncement] = useState('');
  /** What to focus once the list has re-rendered (a moved block's button, a new block's first field). */
  const focusNext = useRef<{ id: string; fallback?: string } | null>(null);
  const addSelect = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element = document.getElementById(target.id);
    if (element instanceof HTMLButtonElement && element.disabled && target.fallback) document.getElementById(target.fallback)?.focus();
    else if (element?.matches('li')) (element.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select') ?? element).focus();
    else if (element) element.focus();
    else addSelect.current?.focus();
  });

  const update = (id: string, next: DraftBlock) => onChange((current) => current.map((block) => (block.id === id ? next : block)));
  const move = (index: number, by: -1 | 1) => {
    const id = blocks[index]!.id;
    onChange((current) => moveItem(current, index, by));
    focusNext.current = by < 0 ? { id: `${id}-up`, fallback: `${id}-down` } : { id: `${id}-down`, fallback: `${id}-up` };
    setAnnouncement(t('moved', { number: index + by + 1 }));
  };
  const remove = (index: number) => {
    const removed = blocks[index]!;
    onChange((current) => current.filter((block) => block.id !== removed.id));
    focusNext.current = { id: blocks[index + 1] ? `block-${blocks[index + 1]!.id}` : blocks[index - 1] ? `block-${blocks[index - 1]!.id}` : 'none' };
    toast(
      (shown) => (
        <span className="flex items-center gap-3">
          {t('removed', { number: index + 1 })}
          <button
            type="button"
            className="font-semibold text-[var(--link-text)] underline"
            onClick={() => {
              onChange((current) => (current.some((block) => block.id === removed.id) ? current : [...current.slice(0, index), removed, ...current.slice(index)]));
              focusNext.current = { id: `block-${removed.id}` };
              toast.dismiss(shown.id);
            }}
          >
            {t('undo')}
          </button>
        </span>
      ),
      { duration: 8000 },
    );
  };
  const add = () => {
    const block = newBlock(kind, blocks);
    onChange((current) => [...current, block]);
    focusNext.current = { id: `block-${block.id}` };
  };

  return (
    <div className="flex flex-col gap-3">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {blocks.length === 0 ? <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">{t('empty')}</p> : null}
      <ol className="flex flex-col gap-3">
        {blocks.map((block, index) => {
          const own = problems.filter((problem) => problem.blockId === block.id);
          const serverError = fieldErrors?.[`block:${block.id}`];
          return (
            <li key={block.id} id={`block-${block.id}`} tabIndex={-1} aria-labelledby={`${block.id}-title`} className="scroll-mt-24 rounded-xl border border-line bg-card p-3 shadow-sm">
              <div className="mb-2 flex items-center gap-1.5">
                <h3 id={`${block.id}-title`} className="min-w-0 flex-1 truncate text-sm font-bold">
                  {t('legend', { number: index + 1, type: types(blockKind(block)) })}
                </h3>
                <IconButton id={`${block.id}-up`} label={t('moveUp', { number: index + 1 })} disabled={index === 0} onClick={() => move(index, -1)}>
                  <Icon shape={arrowUp} size={14} />
                </IconButton>
                <IconButton id={`${block.id}-down`} label={t('moveDown', { number: index + 1 })} disabled={index === blocks.length - 1} onClick={() => move(index, 1)}>
                  <Icon shape={arrowDown} size={14} />
                </IconButton>
                <IconButton label={t('remove', { number: index + 1 })} onClick={() => remove(index)} className="hover:text-error">
                  <Icon shape={x} size={14} />
                </IconButton>
              </div>
              <BlockFields block={block} onChange={(next) => update(block.id, next)} thumbnailChoices={thumbnailChoices} skills={skills} />
              {own.length > 0 || serverError ? (
                <ul className="mt-2 flex flex-col gap-0.5 text-xs font-medium text-error">
                  {serverError ? <li>{message(serverError)}</li> : null}
                  {own.map((problem) => (
                    <li key={problem.code}>{problemText(problem)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2 rounded-xl border border-line bg-card p-3">
        <SelectField compact className="min-w-48 flex-1" id="new-block-kind" label={t('addLabel')} ref={addSelect} value={kind} onChange={(event) => setKind(event.target.value as NewBlockKind)}>
          {NEW_BLOCK_KINDS.map((option) => (
            <option key={option} value={option}>
              {types(option)}
            </option>
          ))}
        </SelectField>
        <Button type="button" variant="secondary" className="py-1.5" onClick={add} disabled={blocks.length >= LESSON_LIMITS.blocksMax}>
          {t('add')}
        </Button>
        {blocks.length >= LESSON_LIMITS.blocksMax ? <p className="w-full text-xs text-muted">{t('max', { max: LESSON_LIMITS.blocksMax })}</p> : null}
      </div>
    </div>
  );
}

function BlockFields({ block, onChange, thumbnailChoices, skills }: { block: DraftBlock; onChange: (block: DraftBlock) => void; thumbnailChoices: ThumbnailChoice[]; skills: SkillOption[] }) {
  const t = useTranslations('lessonEditor.blocks');
  switch (block.type) {
    case 'text':
      return (
        <TextAreaField
          compact
          id={`${block.id}-markdown`}
          label={t('markdown')}
          hint={t('markdownHint')}
          rows={5}
          maxLength={5000}
          value={block.markdown}
          onChange={(event) => onChange({ ...block, markdown: event.target.value })}
        />
      );
    case 'callout':
      return (
        <div className="flex flex-col gap-2">
          <SelectField
            compact
            controlClassName="sm:w-56"
            id={`${block.id}-tone`}
            label={t('tone')}
            value={block.tone}
            onChange={(event) => onChange({ ...block, tone: event.target.value as typeof block.tone })}
          >
            {(['tip', 'fact', 'warning'] as const).map((tone) => (
              <option key={tone} value={tone}>
                {t(`tones.${tone}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            compact
            id={`${block.id}-markdown`}
            label={t('markdown')}
            hint={t('markdownHint')}
            rows={3}
            maxLength={2000}
            value={block.markdown}
            onChange={(event) => onChange({ ...block, markdown: event.target.value })}
          />
        </div>
      );
    case 'image':
      return (
        <div className="flex flex-col gap-2">
          <ThumbnailField
            name={`image-${block.id}`}
            label={t('imageFile')}
            noneLabel={t('imageNone')}
            choices={thumbnailChoices}
            defaultValue={fullPathOf(block.src)}
            onChange={(fullPath) => onChange({ ...block, src: fullPath ? fileUrl(fullPath) : '' })}
          />
          <TextField compact id={`${block.id}-alt`} label={t('alt')} hint={t('altHint')} maxLength={300} value={block.alt} onChange={(event) => onChange({ ...block, alt: event.target.value })} />
          <TextField compact id={`${block.id}-caption`} label={t('caption')} maxLength={300} value={block.caption ?? ''} onChange={(event) => onChange({ ...block, caption: event.target.value })} />
        </div>
      );
    case 'question':
      return <QuestionFields blockId={block.id} question={block.question} skills={skills} onChange={(question) => onChange({ ...block, question })} />;
  }
}
