import Link from 'next/link';
import type { ReactNode } from 'react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { LinkTabs } from '@/components/ui/link-tabs';
import { PageLayout } from '@/components/ui/page-layout';
import { Sparkline } from '@/components/ui/sparkline';
import { TipCard } from '@/components/ui/tip-card';
import { formatMoney, minorDigits, type DisplayRate } from '@/lib/money';
import { convertUsd } from '@/lib/usd-conversion';
import { getDisplayRate } from '@/modules/currency';
import { SelectField } from '@/components/ui/field';
import { FEEDBACK_MAX } from '@/modules/feedback/schemas';
import { cancelCompetitionAction, createTeamAction, joinCompetitionAction, joinTeamAction, leaveTeamAction, messageTeamAction, placeInTeamAction } from '../actions';
import { lessonSuggestion, type LessonSuggestion, type SuggestedLesson } from '../lesson-suggestions';
import type { CompetitionPage } from '../queries';
import { RANK_BY, type RankBy } from '../schemas';
import { lessonHref } from '../lesson-href';
import { TEAM_NAMES } from '../team-names';
import type { LessonChoice } from './competition-form';
import { LiveRankingRows } from './live-ranking';
import { CompetitionOrderForm } from './order-form';
import { LazyCompetitionForm, LazyTeamMessageForm } from './organiser-forms';
import { OpenCompetitionOrders } from './open-orders';
import { PhasePill } from './phase-pill';

/**
 * /competitions/[id]: the rules for everyone; for the teacher every entry's value and rank and who has not traded
 * yet; for a child their competition portfolio, the order form while it runs, and the ranking the teacher chose
 * to show. Amounts in the competition's currency.
 */
/**
 * A stored USD amount as the form takes it, in the game's currency at the rate it is shown at (decision 065): the
 * figure the teacher typed ('9200.00' → '9200', '10.50' → '10.5').
 */
const typed = (usd: string | null, rate: DisplayRate, currency: string) => {
  if (usd === null) return '';
  const amount = convertUsd(usd, rate.ratePerUsd, minorDigits(currency));
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
};

export async function CompetitionScreen({
  page,
  editForm,
  practice = [],
  rankBy = 'value',
}: {
  page: CompetitionPage;
  /** The measure the ranking is ordered by (decision 072). */
  rankBy?: RankBy;
  editForm?: { classes: { id: string; name: string }[]; sectors: string[]; today: string; lessonChoices: LessonChoice[]; childNames?: string[] };
  /** A child's lessons of the stock-market course, for the suggestion after a refusal or a fall (decision 070). */
  practice?: SuggestedLesson[];
}) {
  const [t, format, locale] = await Promise.all([getTranslations('competitions'), getFormatter(), getLocale()]);
  const { competition } = page;
  const rate = await getDisplayRate(competition.currency);
  const money = (usd: string) => formatMoney(usd, rate, locale);
  const day = (value: string) => format.dateTime(new Date(`${value}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const scope = competition.stockScope === 'all' ? t('rules.allStocks') : competition.stockScope === 'sector' ? t('rules.sector', { sector: competition.sector ?? '' }) : t('rules.list', { symbols: competition.symbols.join(', ') });
  const running = competition.phase === 'running';
  const teamGame = competition.teamSize > 1;
  const teamLabel = (teamName: string | null, names: string[]) => playersLabel(t, teamName, names);
  const usedNames = new Set(page.teams.map((team) => team.teamName));
  const freeNames = TEAM_NAMES.filter((name) => !usedNames.has(name));
  const lessonsTodo = page.requiredLessons.filter((lesson) => !lesson.done);
  // A parent's family game (decision 074): for their children, no classes, no teams.
  const family = competition.kind === 'family';
  // Trading opens for this child once every required lesson is done (decision 070); until then the list says which.
  const showLessons = page.view === 'child' && page.requiredLessons.length > 0 && (competition.phase === 'upcoming' || running);
  const suggestion = page.view === 'child' && running && page.portfolio && !page.paused ? lessonSuggestion(page.portfolio, practice, new Date()) : null;

  return (
    <PageLayout title={competition.name} lead={competition.kind === 'family' ? t('familyGame') : competition.classNames} above={<BackLink href="/competitions">{t('back')}</BackLink>} actions={<PhasePill phase={competition.phase} />}>
      <Card>
        <h2 className="mb-3 text-lg font-bold">{t('rules.title')}</h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Rule term={t('rules.dates')} value={t('dates', { start: day(competition.startsOn), end: day(competition.endsOn) })} />
          <Rule term={t('rules.timeZone')} value={competition.timeZone} />
          <Rule term={t('rules.hours')} value={competition.tradingFrom ? t('rules.hoursValue', { from: competition.tradingFrom, until: competition.tradingUntil ?? '' }) : t('rules.anyTime')} />
          <Rule term={t('rules.startingCash')} value={money(competition.startingCash)} />
          <Rule term={t('rules.stocks')} value={scope} />
          <Rule term={t('rules.orderKinds')} value={t(competition.limitOrders ? (competition.marketOrders ? 'rules.marketAndLimit' : 'rules.limitOnly') : 'rules.marketOnly')} />
          <Rule term={t('rules.maxOrder')} value={competition.maxOrderValue ? money(competition.maxOrderValue) : t('rules.noLimit')} />
          <Rule term={t('rules.maxPosition')} value={competition.maxPositionPct < 100 ? t('rules.percent', { percent: competition.maxPositionPct }) : t('rules.noLimit')} />
          <Rule term={t('rules.leaderboard')} value={t(family && competition.leaderboard === 'public' ? 'rules.leaderboard_public_family' : `rules.leaderboard_${competition.leaderboard}`)} />
          <Rule term={t('rules.teams')} value={teamGame ? t(competition.teamFormation === 'class' ? 'rules.teamsByClass' : 'rules.teamsByTeacher', { size: competition.teamSize }) : t('rules.individual')} />
          <Rule term={t('rules.lessons')} value={page.requiredLessons.length > 0 ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(page.requiredLessons.map((lesson) => lesson.title)) : t('rules.noLessons')} />
        </dl>
        {page.view === 'teacher' && (competition.phase === 'upcoming' || competition.phase === 'running') ? (
          <div className="mt-4">
            <ActionForm
              action={cancelCompetitionAction}
              fields={{ competitionId: competition.id }}
              label={t('cancel.button')}
              variant="danger"
              confirm={{ title: t('cancel.title'), body: t('cancel.body'), confirmLabel: t('cancel.confirm'), cancelLabel: t('cancel.keep') }}
            />
          </div>
        ) : null}
      </Card>

      {competition.status === 'finished' && (page.view === 'teacher' || page.portfolio) ? (
        <Card>
          <h2 className="mb-2 text-lg font-bold">{t('results.title')}</h2>
          <p className="mb-3 text-sm">{t(page.view === 'teacher' ? (family ? 'results.leadParent' : 'results.leadTeacher') : 'results.leadChild')}</p>
          <div className="flex flex-wrap gap-2">
            {page.view === 'teacher' ? (
              <>
                <ButtonLink href={`/competitions/${competition.id}/certificates`} variant="secondary">
                  {t('results.allCertificates')}
                </ButtonLink>
                <a href={`/competitions/${competition.id}/summary`} className={buttonClass('secondary')}>
                  {t(family ? 'results.familySummaryCsv' : 'results.summaryCsv')}
                </a>
              </>
            ) : (
              <ButtonLink href={`/competitions/${competition.id}/certificates`} variant="primary">
                {t('results.certificate')}
              </ButtonLink>
            )}
          </div>
        </Card>
      ) : null}

      {page.view === 'teacher' && editForm && competition.phase === 'upcoming' && competition.status === 'open' ? (
        <Card>
          <h2 className="mb-3 text-lg font-bold">{t('form.editTitle')}</h2>
          <LazyCompetitionForm
            {...editForm}
            kind={competition.kind}
            timeZone={competition.timeZone}
            editing={{
              competitionId: competition.id,
              values: {
                name: competition.name,
                ...Object.fromEntries(competition.classIds.map((id) => [`class.${id}`, 'on'])),
                startsOn: competition.startsOn,
                endsOn: competition.endsOn,
                timeZone: competition.timeZone,
                tradingFrom: competition.tradingFrom ?? '',
                tradingUntil: competition.tradingUntil ?? '',
                startingCash: typed(competition.startingCash, rate, competition.currency),
                currency: competition.currency,
                stockScope: competition.stockScope,
                sector: competition.sector ?? '',
                symbols: competition.symbols.join(', '),
                maxOrderValue: typed(competition.maxOrderValue, rate, competition.currency),
                maxPositionPct: String(competition.maxPositionPct),
                marketOrders: competition.marketOrders ? 'on' : 'off',
                limitOrders: competition.limitOrders ? 'on' : 'off',
                leaderboard: competition.leaderboard,
                teamSize: String(competition.teamSize),
                teamFormation: competition.teamFormation,
                ...Object.fromEntries(page.requiredLessons.map((lesson) => [`lesson.${lesson.id}`, 'on'])),
              },
            }}
          />
        </Card>
      ) : null}

      {showLessons ? (
        <Card>
          <h2 id="required-lessons-title" className="mb-2 text-lg font-bold">
            {t('lessons.title')}
          </h2>
          <p className="mb-3 text-sm">{lessonsTodo.length > 0 ? t('lessons.lead', { count: lessonsTodo.length }) : t('lessons.allDone')}</p>
          <ul className="flex flex-col gap-2" aria-labelledby="required-lessons-title">
            {page.requiredLessons.map((lesson) => (
              <li key={lesson.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className={lesson.done ? 'font-semibold text-success' : 'font-semibold text-muted'}>
                  <span aria-hidden="true">{lesson.done ? '✓ ' : '○ '}</span>
                  {t(lesson.done ? 'lessons.done' : 'lessons.todo')}
                </span>
                <Link href={lessonHref(lesson)} prefetch={false} className="font-semibold text-[var(--link-text)] underline underline-offset-2">
                  {lesson.title}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {suggestion ? <Suggestion suggestion={suggestion} /> : null}

      {page.view === 'child' ? (
        page.portfolio ? (
          <Card>
            <h2 className="mb-3 text-lg font-bold">{page.myTeam ? t('portfolio.teamTitle', { team: t(`teamNames.${page.myTeam.teamName}`) }) : t('portfolio.title')}</h2>
            {page.myTeam ? <p className="mb-3 text-sm">{t('portfolio.teamMates', { names: page.myTeam.names.join(', ') })}</p> : null}
            {/* Before the start, a child of a class-formed game may leave the team they chose (decision 067). */}
            {page.myTeam && page.teamsOpen && competition.teamFormation === 'class' && !page.paused ? (
              <ActionForm
                action={leaveTeamAction}
                fields={{ competitionId: competition.id }}
                label={t('teams.leave')}
                accessibleLabel={t('teams.leaveNamed', { team: t(`teamNames.${page.myTeam.teamName}`) })}
                className="mb-3"
              />
            ) : null}
            <p className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <span>{t('portfolio.value', { value: money(page.portfolio.value) })}</span>
              <span>{t('portfolio.cash', { cash: money(page.portfolio.cash) })}</span>
              {page.portfolio.rank !== null && competition.leaderboard !== 'hidden' ? <span className="font-semibold">{t('portfolio.rank', { rank: page.portfolio.rank, count: page.entries })}</span> : null}
            </p>
            <DataTable caption={t('portfolio.holdings')} columns={[t('portfolio.stock'), { label: t('portfolio.shares'), numeric: true }, { label: t('portfolio.price'), numeric: true }, { label: t('portfolio.worth'), numeric: true }]} minWidth="18rem" holdsNoControl empty={page.portfolio.holdings.length === 0 ? t('portfolio.none') : undefined}>
              {page.portfolio.holdings.map((holding) => (
                <tr key={holding.symbol}>
                  <td className={tableCell()}>{holding.symbol}</td>
                  <td className={tableCell({ numeric: true })}>{format.number(holding.shares)}</td>
                  <td className={tableCell({ numeric: true })}>{money(holding.price)}</td>
                  <td className={tableCell({ numeric: true })}>{money(holding.value)}</td>
                </tr>
              ))}
            </DataTable>
            {page.portfolio.openOrders.length > 0 ? (
              <div className="mt-5">
                <OpenCompetitionOrders competitionId={competition.id} orders={page.portfolio.openOrders} money={money} canCancel={running} />
              </div>
            ) : null}
            {page.paused ? (
              <p role="status" className="mt-4 text-sm">
                {t('pausedByGrownUp')}
              </p>
            ) : running ? (
              <div className="mt-5">
                <h3 className="mb-2 font-bold">{t('order.title')}</h3>
                <CompetitionOrderForm competitionId={competition.id} stocks={page.stocks.map((stock) => ({ symbol: stock.symbol, label: `${stock.symbol} · ${stock.name} · ${money(stock.price)}` }))} orderKinds={{ market: competition.marketOrders, limit: competition.limitOrders }} />
              </div>
            ) : (
              <p className="mt-4 text-sm text-muted">{t(competition.phase === 'upcoming' ? 'order.notYet' : 'order.closed')}</p>
            )}
          </Card>
        ) : (
          <Card>
            {teamGame ? (
              <ChildTeams page={page} freeNames={freeNames} />
            ) : (
              <>
                <p className="mb-3 text-sm">{t('joinLead')}</p>
                {page.paused ? <p className="text-sm">{t('pausedByGrownUp')}</p> : null}
                {!page.paused && (competition.phase === 'upcoming' || running) ? <ActionForm action={joinCompetitionAction} fields={{ competitionId: competition.id }} label={t('join')} variant="primary" /> : null}
              </>
            )}
          </Card>
        )
      ) : null}

      {page.view === 'teacher' && page.teamsOpen ? <TeacherTeams page={page} /> : null}
      {page.canMessageTeams && page.teams.length > 0 ? <TeamMessages page={page} /> : null}

      {page.view === 'teacher' || competition.leaderboard !== 'hidden' ? (
        <section aria-labelledby="ranking-title" className="flex flex-col gap-3">
          <h2 id="ranking-title" className="text-lg font-bold">
            {t(competition.status === 'finished' ? 'ranking.finalTitle' : 'ranking.title')}
          </h2>
          {page.view === 'child' && competition.leaderboard === 'own' ? <p className="text-sm text-muted">{t('ranking.ownOnly')}</p> : null}
          <LinkTabs label={t('ranking.rankBy')} tabs={RANK_BY.map((by) => ({ href: by === 'value' ? `/competitions/${competition.id}` : `/competitions/${competition.id}?by=${by}`, label: t(`ranking.by_${by}`), current: by === rankBy }))} />
          <DataTable
            caption={`${t('ranking.title')} · ${t('ranking.rankBy')} ${t(`ranking.by_${rankBy}`)}`}
            columns={[
              { label: t('ranking.rank'), numeric: true },
              t('ranking.who'),
              { label: t('ranking.value'), numeric: true },
              { label: t('ranking.steadiness'), numeric: true },
              { label: t('ranking.spread'), numeric: true },
              { label: t('ranking.stocksHeld'), numeric: true },
              t('ranking.history'),
              ...(page.view === 'teacher' ? [{ label: t('ranking.trades'), numeric: true }] : []),
            ]}
            minWidth="40rem"
            holdsNoControl
            empty={page.standings.length === 0 ? t('ranking.empty') : undefined}
          >
            <LiveRankingRows
              rankBy={rankBy}
              rate={rate}
              streamUrl={running ? `/api/competitions/${competition.id}/stream` : null}
              notYet={t('ranking.notYet')}
              rows={page.standings.map((row) => ({
                entryId: row.entryId,
                rank: row.rank,
                value: row.value,
                stocksHeld: row.stocksHeld,
                diversification: row.diversification,
                diversificationRank: row.diversificationRank,
                riskAdjusted: row.riskAdjusted,
                riskAdjustedRank: row.riskAdjustedRank,
                mine: row.mine,
                trades: page.view === 'teacher' ? row.trades : null,
                who: row.mine ? t.rich('ranking.you', { name: () => teamLabel(row.teamName, row.names) }) : teamLabel(row.teamName, row.names),
                history:
                  row.history.length > 0 ? (
                    <Sparkline
                      values={row.history.map((point) => point.rank)}
                      best={1}
                      worst={Math.max(page.entries, ...row.history.map((point) => point.rank))}
                      label={t('ranking.historyLabel', { ranks: row.history.map((point) => format.number(point.rank)).join(t('ranking.historySeparator')) })}
                    />
                  ) : (
                    <span className="text-muted">{t('ranking.notYet')}</span>
                  ),
              }))}
            />
          </DataTable>
          <p className="text-xs text-muted">{t('ranking.steadinessHint')}</p>
          <p className="text-xs text-muted">{t('ranking.spreadHint')}</p>
        </section>
      ) : null}

      {page.players && page.players.players.length > 0 ? (
        <section aria-labelledby="players-title" className="flex flex-col gap-3">
          <h2 id="players-title" className="text-lg font-bold">
            {t('players.title')}
          </h2>
          <p className="text-sm text-muted">{t('players.lead')}</p>
          <DataTable
            caption={t('players.title')}
            columns={[
              t('players.who'),
              { label: t('players.cash'), numeric: true },
              t('players.holdings'),
              { label: t('players.trades'), numeric: true },
              { label: t('players.lessons'), numeric: true },
              { label: t('players.skills'), numeric: true },
            ]}
            minWidth="40rem"
            holdsNoControl
          >
            {page.players.players.map((player) => (
              <tr key={player.userId}>
                <td className={tableCell()}>
                  <bdi>{player.name}</bdi>
                </td>
                <td className={tableCell({ numeric: true })}>{money(player.cash)}</td>
                <td className={tableCell()}>
                  {player.holdings.length === 0 ? (
                    <span className="text-muted">{t('players.noHoldings')}</span>
                  ) : (
                    player.holdings.map((holding) => t('players.holding', { symbol: holding.symbol, shares: holding.shares })).join(t('players.separator'))
                  )}
                </td>
                <td className={tableCell({ numeric: true })}>{format.number(player.trades)}</td>
                <td className={tableCell({ numeric: true })}>{format.number(player.lessonsDone)}</td>
                <td className={tableCell({ numeric: true })}>{t('players.skillsOf', { mastered: player.skillsMastered, skills: page.players!.skills })}</td>
              </tr>
            ))}
          </DataTable>
          <h3 className="text-base font-bold">{t('players.mostTradedTitle')}</h3>
          {page.players.mostTraded.length === 0 ? (
            <p className="text-sm text-muted">{t('players.mostTradedNone')}</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {page.players.mostTraded.map((stock) => (
                <li key={stock.symbol}>{t('players.mostTradedRow', { symbol: stock.symbol, trades: stock.trades, shares: stock.shares })}</li>
              ))}
            </ol>
          )}
        </section>
      ) : null}

      {page.view === 'teacher' ? (
        <Card>
          <h2 className="mb-2 text-lg font-bold">{t('notTraded.title', { count: page.notTraded.length })}</h2>
          {page.notTraded.length === 0 ? <p className="text-sm text-muted">{t('notTraded.none')}</p> : <p className="text-sm">{page.notTraded.join(', ')}</p>}
        </Card>
      ) : null}
    </PageLayout>
  );
}

/** A child not in a team yet: start one or join a classmate's (the class forms them), or wait for the teacher's. */
async function ChildTeams({ page, freeNames }: { page: CompetitionPage; freeNames: readonly string[] }) {
  const t = await getTranslations('competitions');
  const { competition } = page;
  if (page.paused) return <p className="text-sm">{t('pausedByGrownUp')}</p>;
  if (!page.teamsOpen) return <p className="text-sm">{t('teams.closedLead')}</p>;
  if (competition.teamFormation === 'teacher') return <p className="text-sm">{t('teams.teacherLead')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('teams.classLead', { size: competition.teamSize })}</p>
      {page.teams.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('teams.title')}>
          {page.teams.map((team) => (
            <li key={team.entryId} className="flex flex-wrap items-center gap-3 text-sm">
              <span>{playersLabel(t, team.teamName, team.names)}</span>
              {team.names.length < competition.teamSize ? (
                <ActionForm action={joinTeamAction} fields={{ competitionId: competition.id, entryId: team.entryId }} label={t('teams.join')} accessibleLabel={t('teams.joinNamed', { team: t(`teamNames.${team.teamName}`) })} />
              ) : (
                <span className="text-muted">{t('teams.full')}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {freeNames.length > 0 ? (
        <ActionForm action={createTeamAction} fields={{ competitionId: competition.id }} label={t('teams.create')} variant="primary" className="flex flex-wrap items-end gap-3">
          <SelectField id="team-name" name="teamName" label={t('teams.name')} hint={t('teams.nameHint')} defaultValue={freeNames[0]}>
            {freeNames.map((name) => (
              <option key={name} value={name}>
                {t(`teamNames.${name}`)}
              </option>
            ))}
          </SelectField>
        </ActionForm>
      ) : null}
    </div>
  );
}

/** The teacher, before the start: every team with its players, and every child of the classes to put in a team. */
async function TeacherTeams({ page }: { page: CompetitionPage }) {
  const t = await getTranslations('competitions');
  const { competition } = page;
  const teamOf = new Map(page.teams.map((team) => [team.entryId, team]));
  return (
    <Card>
      <h2 className="mb-2 text-lg font-bold">{t('teams.title')}</h2>
      <p className="mb-3 text-sm">{t(competition.teamFormation === 'class' ? 'teams.teacherClassLead' : 'teams.teacherLeadPlace', { size: competition.teamSize })}</p>
      <DataTable caption={t('teams.title')} columns={[t('teams.child'), t('teams.team'), t('teams.move')]} minWidth="24rem" empty={page.roster.length === 0 ? t('teams.noChildren') : undefined}>
        {page.roster.map((child) => {
          const current = child.entryId ? teamOf.get(child.entryId) : undefined;
          const choices = page.teams.filter((team) => team.entryId !== child.entryId && team.names.length < competition.teamSize);
          return (
            <tr key={child.childId}>
              <td className={tableCell()}>{child.name}</td>
              <td className={tableCell()}>{current ? t(`teamNames.${current.teamName}`) : t('teams.none')}</td>
              <td className={tableCell()}>
                <ActionForm action={placeInTeamAction} fields={{ competitionId: competition.id, childId: child.childId }} label={t('teams.place')} accessibleLabel={t('teams.placeNamed', { name: child.name })} className="flex flex-wrap items-end gap-2">
                  <SelectField id={`team-for-${child.childId}`} name="entryId" label={t('teams.placeIn', { name: child.name })} compact defaultValue={choices[0]?.entryId ?? 'new'}>
                    {choices.map((team) => (
                      <option key={team.entryId} value={team.entryId}>
                        {t(`teamNames.${team.teamName}`)}
                      </option>
                    ))}
                    <option value="new">{t('teams.newTeam')}</option>
                  </SelectField>
                </ActionForm>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </Card>
  );
}

/**
 * The teacher writes to one team: each player finds it in their feedback thread with the teacher (decision 035). One
 * folded form per team, so a class of many teams is still a short list; the key makes a resend one message.
 */
async function TeamMessages({ page }: { page: CompetitionPage }) {
  const t = await getTranslations('competitions');
  const { competition } = page;
  return (
    <Card>
      <h2 className="mb-2 text-lg font-bold">{t('teams.messageTitle')}</h2>
      <p className="mb-3 text-sm">{t('teams.messageLead')}</p>
      <ul className="flex flex-col gap-2">
        {page.teams.map((team) => {
          const name = t(`teamNames.${team.teamName}`);
          return (
            <li key={team.entryId}>
              <details className="rounded-xl border border-line p-3">
                <summary className="cursor-pointer text-sm font-semibold">{t.rich('teams.label', { team: t('teams.messageOpen', { team: name }), names: team.names.join(', '), isolate })}</summary>
                <div className="mt-3">
                  <LazyTeamMessageForm
                    action={messageTeamAction}
                    fields={{ competitionId: competition.id, entryId: team.entryId }}
                    name="body"
                    label={t('teams.messageLabel', { team: name })}
                    hint={t('teams.messageHint', { max: FEEDBACK_MAX })}
                    submitLabel={t('teams.messageSend')}
                    maxLength={FEEDBACK_MAX}
                    rows={3}
                    clearOnSuccess
                    resendSlot={`team-message:${team.entryId}`}
                  />
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** What just happened in the game, and the lesson (or the review) that explains it (decision 070). */
async function Suggestion({ suggestion }: { suggestion: LessonSuggestion }) {
  const [t, format] = await Promise.all([getTranslations('competitions.suggest'), getFormatter()]);
  const { reason, lesson } = suggestion;
  const said = reason.kind === 'fell' ? t('fell', { symbol: reason.symbol, percent: format.number(reason.fallPct / 100, { style: 'percent' }) }) : t(`reason.${reason.code}`);
  return (
    <TipCard
      id="lesson-suggestion"
      title={t('title')}
      said={said}
      note={suggestion.action === 'review' ? t('review', { count: lesson.dueReviews }) : undefined}
      href={suggestion.href}
      linkLabel={suggestion.action === 'review' ? t('reviewNow') : t(suggestion.action === 'again' ? 'readAgain' : 'readLesson', { lesson: lesson.title })}
      primary={suggestion.action === 'review'}
      data={{ 'lesson-suggestion': reason.kind === 'fell' ? 'fell' : reason.code }}
    />
  );
}

/** The row's rank by the chosen measure; null for steadiness not computed yet. */
type CompetitionsT = Awaited<ReturnType<typeof getTranslations<'competitions'>>>;

// Players' names are isolated (<bdi>) so Latin names inside Arabic brackets keep their brackets around them.
const isolate = (chunks: ReactNode) => <bdi>{chunks}</bdi>;

/** A team's name with its players, or an individual player's name. */
function playersLabel(t: CompetitionsT, teamName: string | null, names: readonly string[]): ReactNode {
  return teamName ? t.rich('teams.label', { team: t(`teamNames.${teamName}`), names: names.join(', '), isolate }) : isolate(names.join(', '));
}

function Rule({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}
