'use client';

import { useLocale, useTranslations } from '@/i18n/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { useMessage } from '@/components/ui/form-status';
import { useFormToast } from '@/components/ui/use-form-toast';
import { useRedrawnFormAction } from '@/components/ui/use-redrawn-form';
import { CURRENCIES } from '@/lib/constants';
import { createCompetitionAction, updateCompetitionAction } from '../actions';
import { COMPETITION_NAME_MAX, REQUIRED_LESSONS_MAX } from '../limits';

/** A published course and its published lessons, titled in the teacher's language (courses' listAssignableCourses). */
export interface LessonChoice {
  id: number;
  title: string;
  lessons: { id: number; title: string }[];
}

/**
 * A teacher's new competition (a parent's family game: their children instead of classes, no teams, decision 074), or one not started yet changed: name, classes, dates in a time zone, starting cash,
 * which stocks and the limits (decision 065), alone or in teams and who forms them (decision 067), the lessons to
 * finish before trading (decision 070: a course's lessons fold under its title, opened where one is chosen). The answer is a toast and, on a refusal, a message under each field
 * concerned; a new competition's page opens once it is made.
 */
export function CompetitionForm({
  classes,
  sectors,
  today,
  timeZone,
  lessonChoices,
  editing,
  kind = 'class',
  childNames = [],
}: {
  /** A teacher's class game, or a parent's family game for their own children: no classes, no teams (decision 074). */
  kind?: 'class' | 'family';
  /** A family game: the first names of the parent's linked children, who may join it. */
  childNames?: string[];
  classes: { id: string; name: string }[];
  sectors: string[];
  today: string;
  timeZone: string;
  lessonChoices: LessonChoice[];
  /** The competition being changed and its rules as the form sends them. */
  editing?: { competitionId: string; values: Record<string, string> };
}) {
  const t = useTranslations('competitions.form');
  const currencyNames = new Intl.DisplayNames([useLocale()], { type: 'currency' });
  const message = useMessage();
  const [state, formAction, pending, round] = useRedrawnFormAction(editing ? updateCompetitionAction : createCompetitionAction);
  useFormToast(state);
  const values = state.status === 'idle' ? (editing?.values ?? {}) : (state.values ?? {});
  const [scope, setScope] = useState(values.stockScope ?? 'all');
  const [teamSize, setTeamSize] = useState(values.teamSize ?? '1');
  const error = (field: string) => (state.status === 'error' && state.fieldErrors?.[field] ? message(state.fieldErrors[field]) : undefined);
  const kindsGiven = values.marketOrders !== undefined || values.limitOrders !== undefined;

  return (
    <form key={round} action={formAction} className="flex flex-col gap-4" noValidate>
      {editing ? <input type="hidden" name="competitionId" value={editing.competitionId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="competition-name" name="name" label={t('name')} maxLength={COMPETITION_NAME_MAX} required defaultValue={values.name ?? ''} error={error('name')} className="sm:col-span-2" />
        {kind === 'family' ? (
          <div className="flex flex-col gap-1 sm:col-span-2" data-testid="family-game-players">
            <p className="text-sm font-semibold">{t('familyPlayers')}</p>
            <p className="text-sm text-muted">{childNames.length === 0 ? t('familyNoChildren') : t('familyPlayersHint', { names: childNames.join(', ') })}</p>
            {error('classIds') ? <p className="text-sm text-error">{error('classIds')}</p> : null}
          </div>
        ) : (
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="text-sm font-semibold">{t('classes')}</legend>
            {classes.length === 0 ? <p className="text-sm text-muted">{t('noClasses')}</p> : null}
            <div className="grid gap-1 sm:grid-cols-2">
              {classes.map((group) => (
                <CheckboxField key={group.id} id={`competition-class-${group.id}`} name={`class.${group.id}`} label={group.name} defaultChecked={classes.length === 1 || values[`class.${group.id}`] === 'on'} />
              ))}
            </div>
            {error('classIds') ? <p className="text-sm text-error">{error('classIds')}</p> : null}
          </fieldset>
        )}
        <TextField id="competition-starts" name="startsOn" type="date" label={t('startsOn')} min={today} required defaultValue={values.startsOn ?? today} error={error('startsOn')} />
        <TextField id="competition-ends" name="endsOn" type="date" label={t('endsOn')} min={today} required defaultValue={values.endsOn ?? ''} error={error('endsOn')} />
        <TextField id="competition-zone" name="timeZone" label={t('timeZone')} hint={t('timeZoneHint')} required defaultValue={values.timeZone ?? timeZone} error={error('timeZone')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField id="competition-from" name="tradingFrom" type="time" label={t('tradingFrom')} defaultValue={values.tradingFrom ?? ''} error={error('tradingFrom')} />
          <TextField id="competition-until" name="tradingUntil" type="time" label={t('tradingUntil')} defaultValue={values.tradingUntil ?? ''} error={error('tradingUntil')} />
        </div>
        {/* The currency first: the amounts below are typed in it, and the server converts them to USD at its rate (decision 065). */}
        <SelectField id="competition-currency" name="currency" label={t('currency')} hint={t('currencyHint')} defaultValue={values.currency ?? 'USD'} error={error('currency')}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {`${currencyNames.of(currency) ?? currency} (${currency})`}
            </option>
          ))}
        </SelectField>
        <TextField id="competition-cash" name="startingCash" inputMode="decimal" label={t('startingCash')} hint={t('startingCashHint')} required defaultValue={values.startingCash ?? '10000'} error={error('startingCash')} />
        <TextField id="competition-max-order" name="maxOrderValue" inputMode="decimal" label={t('maxOrderValue')} hint={t('maxOrderValueHint')} defaultValue={values.maxOrderValue ?? ''} error={error('maxOrderValue')} />
        <SelectField id="competition-scope" name="stockScope" label={t('stockScope')} value={scope} onChange={(event) => setScope(event.target.value)} error={error('stockScope')}>
          <option value="all">{t('scopeAll')}</option>
          <option value="sector">{t('scopeSector')}</option>
          <option value="list">{t('scopeList')}</option>
        </SelectField>
        {scope === 'sector' ? (
          <SelectField id="competition-sector" name="sector" label={t('sector')} defaultValue={values.sector ?? sectors[0] ?? ''} error={error('sector')}>
            {sectors.map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))}
          </SelectField>
        ) : null}
        {scope === 'list' ? <TextField id="competition-symbols" name="symbols" label={t('symbols')} hint={t('symbolsHint')} defaultValue={values.symbols ?? ''} error={error('symbols')} /> : null}
        <TextField id="competition-max-position" name="maxPositionPct" type="number" min={1} max={100} label={t('maxPositionPct')} hint={t('maxPositionPctHint')} defaultValue={values.maxPositionPct ?? '100'} error={error('maxPositionPct')} />
        <SelectField id="competition-leaderboard" name="leaderboard" label={t('leaderboard')} defaultValue={values.leaderboard ?? 'public'} error={error('leaderboard')}>
          <option value="public">{t(kind === 'family' ? 'leaderboardPublicFamily' : 'leaderboardPublic')}</option>
          <option value="own">{t('leaderboardOwn')}</option>
          <option value="hidden">{t('leaderboardHidden')}</option>
        </SelectField>
        {kind === 'family' ? (
          // A family game is played alone (decision 074): each child with a portfolio of their own.
          <p className="self-end text-sm text-muted">{t('familyAlone')}</p>
        ) : (
          <SelectField id="competition-team-size" name="teamSize" label={t('teamSize')} value={teamSize} onChange={(event) => setTeamSize(event.target.value)} error={error('teamSize')}>
            <option value="1">{t('teamSizeIndividual')}</option>
            {['2', '3', '4'].map((size) => (
              <option key={size} value={size}>
                {t('teamSizeTeams', { size: Number(size) })}
              </option>
            ))}
          </SelectField>
        )}
        {kind === 'class' && teamSize !== '1' ? (
          <SelectField id="competition-team-formation" name="teamFormation" label={t('teamFormation')} defaultValue={values.teamFormation ?? 'class'} error={error('teamFormation')}>
            <option value="class">{t('teamFormationClass')}</option>
            <option value="teacher">{t('teamFormationTeacher')}</option>
          </SelectField>
        ) : null}
        <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby="competition-lessons-hint">
          <legend className="text-sm font-semibold">{t('lessons')}</legend>
          <p id="competition-lessons-hint" className="text-sm text-muted">
            {t('lessonsHint', { max: REQUIRED_LESSONS_MAX })}
          </p>
          {lessonChoices.length === 0 ? <p className="text-sm text-muted">{t('noLessons')}</p> : null}
          {lessonChoices.map((course) => (
            <details key={course.id} open={course.lessons.some((lesson) => values[`lesson.${lesson.id}`] === 'on')} className="rounded-xl border border-line bg-card px-3 py-2">
              <summary className="cursor-pointer py-1 text-sm font-semibold">{course.title}</summary>
              <div className="grid gap-1 py-2 sm:grid-cols-2">
                {course.lessons.map((lesson) => (
                  <CheckboxField key={lesson.id} id={`competition-lesson-${lesson.id}`} name={`lesson.${lesson.id}`} label={lesson.title} defaultChecked={values[`lesson.${lesson.id}`] === 'on'} />
                ))}
              </div>
            </details>
          ))}
          {error('lessonIds') ? <p className="text-sm text-error">{error('lessonIds')}</p> : null}
        </fieldset>
        <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={error('marketOrders') ? 'competition-order-kinds-error' : undefined}>
          <legend className="text-sm font-semibold">{t('orderKinds')}</legend>
          {/* Market orders unless the teacher says otherwise; limit orders rest until a tick crosses them (decision 065). */}
          <CheckboxField id="competition-market-orders" name="marketOrders" label={t('marketOrders')} defaultChecked={kindsGiven ? values.marketOrders === 'on' : true} />
          <CheckboxField id="competition-limit-orders" name="limitOrders" label={t('limitOrders')} defaultChecked={values.limitOrders === 'on'} />
          {error('marketOrders') ? (
            <p id="competition-order-kinds-error" className="text-sm text-error">
              {error('marketOrders')}
            </p>
          ) : null}
        </fieldset>
      </div>
      <div>
        <Button type="submit" disabled={pending || (kind === 'family' ? childNames.length === 0 : classes.length === 0)}>
          {pending ? t('submitting') : t(editing ? 'save' : 'submit')}
        </Button>
      </div>
    </form>
  );
}
