'use client';

import { useTranslations } from '@/i18n/client';
import { useActionState, useEffect, useRef, useState, type CSSProperties } from 'react';
import { toast } from '@/components/ui/toast';
import { ActionForm } from '@/components/ui/action-form';
import { useMessage } from '@/components/ui/form-status';
import { IDLE } from '@/lib/form-state';
import { resetThemeAction, setThemeColorAction } from '../actions';
import { BUTTON_PARTS, LINK_KEYS, THEME_COLOR_NAMES, type Theme } from '../theme-keys';

const HEX6 = /^#[0-9a-f]{6}$/i;

/** One theme key: a colour picker and its text value; a change is saved (merged) when the field is left. */
function ColorField({ themeKey, label, value, onChange, id }: { themeKey: string; label: string; value: string; onChange: (value: string) => void; id?: string }) {
  const [state, action] = useActionState(setThemeColorAction, IDLE);
  const message = useMessage();
  const form = useRef<HTMLFormElement>(null);
  const saved = useRef(value);
  useEffect(() => {
    if (state.status === 'success') {
      saved.current = state.values?.value ?? saved.current;
      toast.success(message(state.message) ?? '');
    }
    if (state.status === 'error') toast.error(message(state.fieldErrors?.value ?? state.message, state.messageValues) ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each answer once
  }, [state]);
  const commit = () => {
    if (value.trim() !== saved.current) form.current?.requestSubmit();
  };
  const invalid = state.status === 'error' && state.values?.value === value;
  return (
    <form ref={form} action={action} className="flex items-center gap-1.5" onSubmit={() => undefined}>
      <input type="hidden" name="key" value={themeKey} />
      <input
        type="color"
        aria-label={`${label}: picker`}
        value={HEX6.test(value) ? value : '#000000'}
        disabled={!HEX6.test(value) && value !== ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={commit}
        className="h-8 w-9 shrink-0 cursor-pointer rounded border border-line bg-card p-0.5 disabled:cursor-not-allowed disabled:opacity-40"
      />
      <input
        type="text"
        name="value"
        id={id}
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="w-full min-w-0 rounded-lg border border-line bg-card px-2 py-1 font-mono text-xs aria-[invalid=true]:border-error"
        spellCheck={false}
      />
    </form>
  );
}

/**
 * A colour field under a visible caption. Each field is a form of its own, and a form may not sit inside a <label>
 * (HTML's content model), so the caption is a label beside the form that points at the text field.
 */
function CaptionedColorField({ caption, ...field }: { caption: string; themeKey: string; label: string; value: string; onChange: (value: string) => void }) {
  const id = `theme-${field.themeKey}`;
  return (
    <div className="flex flex-col gap-1 text-xs text-muted">
      <label htmlFor={id}>{caption}</label>
      <ColorField {...field} id={id} />
    </div>
  );
}

function Preview({ values, mode, t }: { values: Theme; mode: 'light' | 'dark'; t: ReturnType<typeof useTranslations> }) {
  const colour = (name: string) => values[`${name}-${mode}`];
  const style = {
    background: colour('page-background'),
    color: colour('text'),
  } as CSSProperties;
  const buttonStyle = (n: number): CSSProperties =>
    mode === 'light'
      ? { background: values[`button${n}-background`], color: values[`button${n}-text`], border: n === 5 ? `2px solid ${values['button5-border']}` : undefined }
      : { background: n === 3 ? colour('error') : colour('primary'), color: colour('page-background') };
  return (
    <div style={style} className="rounded-xl border border-line p-4" aria-label={t('previewOf', { mode: t(`modes.${mode}`) })} role="img">
      <div className="flex gap-3">
        <div style={{ background: colour('sidebar-background'), backgroundImage: colour('sidebar-gradient'), borderColor: colour('border') }} className="w-24 shrink-0 rounded-lg border p-2 text-xs">
          <span style={{ background: colour('badge'), color: colour('page-background') }} className="rounded-full px-2 py-0.5 font-semibold">
            {t('sampleBadge')}
          </span>
        </div>
        <div style={{ background: colour('card-background'), borderColor: colour('border') }} className="flex-1 rounded-lg border p-3">
          <p className="font-bold">{t('sampleTitle')}</p>
          <p style={{ color: colour('muted-text') }} className="text-xs">
            {t('sampleMuted')}
          </p>
          <div style={{ background: colour('border') }} className="mt-2 h-2 rounded-full">
            <div style={{ background: colour('progress'), width: '60%' }} className="h-2 rounded-full" />
          </div>
          <p className="mt-2 text-xs">
            <span style={{ color: colour('success') }}>✓ {t('sampleSuccess')}</span> · <span style={{ color: colour('error') }}>✗ {t('sampleError')}</span> ·{' '}
            <span style={{ color: mode === 'light' ? values['link-text'] : colour('primary') }} className="underline">
              {t('sampleLink')}
            </span>
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <span key={n} style={buttonStyle(n)} className="rounded-md px-2 py-1 text-xs font-semibold">
                {t('sampleButton', { n })}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div style={{ background: colour('confirm-dialog-background'), color: colour('confirm-dialog-text'), borderColor: colour('border') }} className="mt-3 rounded-lg border p-2 text-xs">
        {t('sampleDialog')}
      </div>
    </div>
  );
}

/** /admin/settings/adminsettings: every theme key, a live preview, and Reset (spec 3, 4). */
export function ThemeEditor({ initial }: { initial: Theme }) {
  const t = useTranslations('themeEditor');
  const [values, setValues] = useState<Theme>(initial);
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  const set = (key: string) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const name = (key: string) => t(`names.${key}`);
  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <section className="rounded-xl border border-line bg-card">
          <h2 className="border-b border-line px-4 py-3 text-sm font-semibold">{t('colours')}</h2>
          {/* The colour columns may shrink below their fields' natural width: at 320 px they pushed the page sideways. */}
          <div className="grid grid-cols-[minmax(6rem,1fr)_minmax(0,1fr)_minmax(0,1fr)] gap-x-3 gap-y-2 p-4 text-sm">
            <span className="text-xs font-semibold uppercase text-muted">{t('name')}</span>
            <span className="text-xs font-semibold uppercase text-muted">{t('modes.light')}</span>
            <span className="text-xs font-semibold uppercase text-muted">{t('modes.dark')}</span>
            {THEME_COLOR_NAMES.map((colour) => (
              <div key={colour} className="contents">
                <span className="self-center">{name(colour)}</span>
                {(['light', 'dark'] as const).map((suffix) => {
                  const key = `${colour}-${suffix}`;
                  return <ColorField key={key} themeKey={key} label={`${name(colour)} (${t(`modes.${suffix}`)})`} value={values[key] ?? ''} onChange={set(key)} />;
                })}
              </div>
            ))}
          </div>
        </section>
        <section className="rounded-xl border border-line bg-card">
          <h2 className="border-b border-line px-4 py-3 text-sm font-semibold">{t('buttons')}</h2>
          <p className="px-4 pt-3 text-xs text-muted">{t('buttonsLead')}</p>
          <div className="flex flex-col gap-4 p-4">
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <fieldset key={n} className="grid gap-2 sm:grid-cols-2">
                <legend className="mb-1 text-sm font-semibold">{t('button', { n })}</legend>
                {[...BUTTON_PARTS, ...(n === 5 ? (['border'] as const) : [])].map((part) => {
                  const key = `button${n}-${part}`;
                  return (
                    <CaptionedColorField key={key} caption={t(`parts.${part}`)} themeKey={key} label={`${t('button', { n })}: ${t(`parts.${part}`)}`} value={values[key] ?? ''} onChange={set(key)} />
                  );
                })}
              </fieldset>
            ))}
            <fieldset className="grid gap-2 sm:grid-cols-2">
              <legend className="mb-1 text-sm font-semibold">{t('links')}</legend>
              {LINK_KEYS.map((key) => (
                <CaptionedColorField key={key} caption={name(key)} themeKey={key} label={name(key)} value={values[key] ?? ''} onChange={set(key)} />
              ))}
            </fieldset>
          </div>
        </section>
      </div>
      <aside className="flex flex-col gap-3 xl:sticky xl:top-28 xl:self-start">
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-semibold">{t('preview')}</h2>
          <div role="group" aria-label={t('previewMode')} className="flex gap-1">
            {(['light', 'dark'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={mode === option}
                onClick={() => setMode(option)}
                className="rounded-lg border border-line px-2 py-1 text-xs aria-pressed:bg-primary aria-pressed:text-primary-ink"
              >
                {t(`modes.${option}`)}
              </button>
            ))}
          </div>
        </div>
        <Preview values={values} mode={mode} t={t} />
      </aside>
    </div>
  );
}

/** Spec 4: Reset restores the defaults (confirm dialog). Kept outside the editor, which remounts after a reset. */
export function ThemeResetButton() {
  const t = useTranslations('themeEditor');
  return (
    <ActionForm
      action={resetThemeAction}
      fields={{}}
      label={t('reset')}
      variant="danger"
      confirm={{ title: t('resetTitle'), body: t('resetBody'), confirmLabel: t('reset'), cancelLabel: t('cancel') }}
    />
  );
}
