import 'server-only';
import { formatCurrency } from '@/lib/number-format';
import type { Translate } from '@/server/errors';
import type { ChildDataExport } from './child-data';

/*
 * The readable summary of a child's export (decision 027): one self-contained HTML page with a print stylesheet, so
 * a parent reads it in the browser and prints it or saves it as PDF there. Every value is escaped where it is
 * written (names, lesson titles and journal entries are typed by people); the page runs no script and loads
 * nothing. The JSON download holds the same data in full; the summary keeps what a person reads.
 */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (character) => escapes[character]!);
}

/** Markup we wrote ourselves, passed through `html` as it is. */
class Markup {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

/** A template whose values are escaped unless they are Markup (or lists of it). */
function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  const part = (value: unknown): string => (value instanceof Markup ? value.text : Array.isArray(value) ? value.map(part).join('') : escapeHtml(value));
  return new Markup(strings.reduce((out, text, index) => out + text + (index < values.length ? part(values[index]) : ''), ''));
}

/** At most this many rows per table: the summary is read, the download is complete. */
const ROWS_SHOWN = 50;

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif; line-height: 1.5; color: #1f2933; }
  body { margin: 0 auto; max-width: 56rem; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; padding-bottom: .25rem; border-bottom: 2px solid #d9e2ec; }
  p, li { margin: .25rem 0; }
  .muted { color: #52606d; font-size: .9rem; }
  .note { border-inline-start: 4px solid #9fb3c8; padding: .5rem .75rem; background: #f0f4f8; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .table { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; }
  th, td { text-align: start; padding: .3rem .5rem; border-bottom: 1px solid #d9e2ec; vertical-align: top; }
  td.number, th.number { text-align: end; font-variant-numeric: tabular-nums; }
  article { border: 1px solid #d9e2ec; border-radius: .5rem; padding: .75rem 1rem; margin: .75rem 0; }
  article h3 { margin: 0; font-size: 1rem; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; }
  @media print {
    body { max-width: none; padding: 0; font-size: 10.5pt; }
    h2 { break-after: avoid; }
    tr, article, dl { break-inside: avoid; }
    .table { overflow: visible; }
    .note { background: none; }
  }
  @page { margin: 15mm; }
`;

export interface SummaryOptions {
  t: Translate;
  locale: string;
  direction: 'ltr' | 'rtl';
}

export function renderChildSummaryHtml(data: ChildDataExport, { t, locale, direction }: SummaryOptions): string {
  // The summary's texts: one flat list under childData.summary (a server-only namespace, never sent to browsers).
  const s: Translate = (key, values) => t(`childData.summary.${key}`, values);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const numberFormat = new Intl.NumberFormat(locale);
  const date = (value: Date | string | null) => (value ? dateFormat.format(typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value) : s('never'));
  const dateTime = (value: Date | null) => (value ? dateTimeFormat.format(value) : s('never'));
  const number = (value: number | string) => numberFormat.format(Number(value));
  const usd = (value: string) => formatCurrency(locale, { style: 'currency', currency: 'USD' }, value as Intl.StringNumericLiteral);
  // The steadiness score (decision 072) as the game's ranking writes it, with its rank; "not yet" for a game too short.
  const scoreFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const steadiness = (result: { steadiness: string | null; steadinessRank: number | null; steadinessRanked: number }) =>
    result.steadiness === null || result.steadinessRank === null
      ? s('competitionsSteadinessNotYet')
      : s('competitionsSteadiness', { score: scoreFormat.format(Number(result.steadiness)), rank: number(result.steadinessRank), count: number(result.steadinessRanked) });
  const name = [data.profile.firstName, data.profile.lastName].filter(Boolean).join(' ') || data.profile.email;

  const table = (headers: { label: string; numeric?: boolean }[], rows: unknown[][], total: number) =>
    html`<div class="table"><table><thead><tr>${headers.map((header) => html`<th scope="col"${new Markup(header.numeric ? ' class="number"' : '')}>${header.label}</th>`)}</tr></thead><tbody>${rows.map(
      (row) => html`<tr>${row.map((cell, index) => html`<td${new Markup(headers[index]?.numeric ? ' class="number"' : '')}>${cell}</td>`)}</tr>`,
    )}</tbody></table></div>${total > rows.length ? html`<p class="muted">${s('moreRows', { shown: rows.length, total })}</p>` : ''}`;
  const latest = <T>(rows: T[]) => rows.slice(-ROWS_SHOWN).reverse();

  const { learning, simulator } = data;
  const profile = html`
    <h2>${s('profileTitle')}</h2>
    <dl>
      <dt>${s('name')}</dt><dd>${name}</dd>
      <dt>${s('email')}</dt><dd>${data.profile.email}</dd>
      <dt>${s('memberSince')}</dt><dd>${date(data.profile.createdAt)}</dd>
      <dt>${s('lastActive')}</dt><dd>${dateTime(data.profile.lastLogin)}</dd>
      ${data.profile.signInName ? html`<dt>${s('signInName')}</dt><dd>${data.profile.signInName}</dd>` : ''}
      ${data.profile.birthYear ? html`<dt>${s('birthYear')}</dt><dd>${data.profile.birthYear}</dd>` : ''}
      <dt>${s('familyCode')}</dt><dd>${data.profile.familyCode ?? ''}</dd>
      <dt>${s('xp')}</dt><dd>${number(data.profile.xp)}</dd>
    </dl>`;

  // What the child chose (decision 036) and the consent record (decision 030): who agreed and when.
  const notificationSettings = data.settings.notifications;
  const consent = data.consent;
  const settingsSection = html`
    <h2>${s('settingsTitle')}</h2>
    <dl>
      <dt>${s('language')}</dt><dd>${data.profile.locale ?? s('notChosen')}</dd>
      <dt>${s('currency')}</dt><dd>${data.profile.currency ?? s('notChosen')}</dd>
      <dt>${s('streakReminder')}</dt><dd>${notificationSettings?.streakReminder ? s('on') : s('off')}</dd>
      ${
        notificationSettings && notificationSettings.quietStart !== null && notificationSettings.quietEnd !== null
          ? html`<dt>${s('quietHours')}</dt><dd>${s('quietHoursValue', { start: notificationSettings.quietStart, end: notificationSettings.quietEnd, zone: notificationSettings.timeZone })}</dd>`
          : ''
      }
      ${data.settings.emailDeliveries.map((row) => html`<dt>${t(`notifications.kinds.${row.kind}`)}</dt><dd>${s(`delivery_${row.delivery}`)}</dd>`)}
    </dl>
    <h3>${s('consentTitle')}</h3>
    <p>${
      !consent
        ? s('consentNone')
        : consent.approvedAt
          ? s('consentApproved', { name: consent.approvedBy ?? s('someone'), date: dateTime(consent.approvedAt), asked: date(consent.requestedAt) })
          : s('consentWaiting', { asked: date(consent.requestedAt), expires: date(consent.expiresAt) })
    }</p>`;

  const notificationsShown = latest(data.notifications.received);
  const devicesSection = html`
    <h2>${s('devicesTitle')}</h2>
    ${
      data.devices.length === 0
        ? html`<p class="muted">${s('devicesNone')}</p>`
        : table(
            [{ label: s('device') }, { label: s('firstSeen') }, { label: s('lastSeen') }],
            data.devices.map((row) => [row.label, dateTime(row.firstSeenAt), dateTime(row.lastSeenAt)]),
            data.devices.length,
          )
    }
    <h2>${s('notificationsTitle')}</h2>
    ${
      notificationsShown.length === 0
        ? html`<p class="muted">${s('notificationsNone')}</p>`
        : table(
            [{ label: s('date') }, { label: s('kind') }, { label: s('readAt') }],
            notificationsShown.map((row) => [dateTime(row.createdAt), t(`notifications.kinds.${row.kind}`), row.readAt ? dateTime(row.readAt) : s('unread')]),
            data.notifications.received.length,
          )
    }`;

  const completions = latest(learning.completions);
  const learningSection = html`
    <h2>${s('learningTitle')}</h2>
    ${learning.settings ? html`<p>${s('learningSettings', { goal: learning.settings.dailyGoalXp, current: learning.settings.streakCurrent, longest: learning.settings.streakLongest })}</p>` : ''}
    <p>${s('learningCounts', { completed: learning.completions.length, started: learning.attempts.length })}</p>
    ${
      completions.length === 0
        ? html`<p class="muted">${s('learningNone')}</p>`
        : table(
            [{ label: s('date') }, { label: s('lesson') }, { label: s('score'), numeric: true }, { label: 'XP', numeric: true }],
            completions.map((row) => [dateTime(row.completedAt), `${row.course} · ${row.lesson}`, `${row.correct}/${row.total}`, number(row.xpAwarded)]),
            learning.completions.length,
          )
    }
    <h3>${s('badges')}</h3>
    ${learning.badges.length === 0 ? html`<p class="muted">${s('noBadges')}</p>` : html`<ul>${learning.badges.map((badge) => html`<li>${badge.name} · ${date(badge.awardedAt)}</li>`)}</ul>`}`;

  const trades = latest(simulator.trades);
  const simulatorSection = html`
    <h2>${s('simulatorTitle')}</h2>
    ${
      !simulator.account
        ? html`<p class="muted">${s('simulatorNone')}</p>`
        : html`
          <p>${s('simulatorMoney', { cash: usd(simulator.account.cash), value: usd(data.profile.valuation) })}</p>
          ${
            simulator.holdings.length === 0
              ? ''
              : table(
                  [{ label: s('stock') }, { label: s('shares'), numeric: true }, { label: s('averageCost'), numeric: true }],
                  simulator.holdings.map((row) => [`${row.symbol} · ${row.stock}`, number(row.shares), usd(row.averageCost)]),
                  simulator.holdings.length,
                )
          }
          <h3>${s('trades')}</h3>
          ${
            trades.length === 0
              ? html`<p class="muted">${s('noTrades')}</p>`
              : table(
                  [
                    { label: s('date') },
                    { label: s('stock') },
                    { label: s('side') },
                    { label: s('shares'), numeric: true },
                    { label: s('price'), numeric: true },
                  ],
                  trades.map((row) => [dateTime(row.executedAt), row.symbol, s(row.side), number(row.shares), usd(row.price)]),
                  simulator.trades.length,
                )
          }`
    }`;

  const classesSection = html`
    ${data.school ? html`<h2>${s('schoolTitle')}</h2><p>${s('schoolItem', { name: data.school.school, date: date(data.school.since) })}</p>` : ''}
    ${
      data.competitions.length === 0
        ? ''
        : html`<h2>${s('competitionsTitle')}</h2>
            <ul>
              ${data.competitions.map(
                (row) =>
                  html`<li>
                    ${s('competitionsItem', { name: row.competition, date: dateTime(new Date(row.joinedAt)), orders: row.orders.length, trades: row.trades.length, cash: usd(row.cash) })}${row.result ? html` ${s('competitionsRank', { rank: number(row.result.rank), value: usd(row.result.value) })} ${steadiness(row.result)}` : ''}
                  </li>`,
              )}
            </ul>`
    }
    <h2>${s('classesTitle')}</h2>
    ${data.classes.length === 0 ? html`<p class="muted">${s('classesNone')}</p>` : html`<ul>${data.classes.map((row) => html`<li>${s('classesItem', { name: row.name, tutor: row.tutor, date: date(row.joinedAt) })}</li>`)}</ul>`}
    <h2>${s('assignmentsTitle')}</h2>
    ${
      data.assignments.length === 0
        ? html`<p class="muted">${s('assignmentsNone')}</p>`
        : table(
            [{ label: s('date') }, { label: s('work') }, { label: s('className') }, { label: s('dueOn') }, { label: s('finished') }],
            latest(data.assignments).map((row) => [date(row.givenAt), row.work ?? '', row.className, row.dueOn ? date(row.dueOn) : '–', row.cancelledAt ? s('cancelled') : row.completedAt ? date(row.completedAt) : '–']),
            data.assignments.length,
          )
    }
    <h2>${s('feedbackTitle')}</h2>
    ${
      data.feedback.length === 0
        ? html`<p class="muted">${s('feedbackNone')}</p>`
        : table(
            [{ label: s('date') }, { label: s('from') }, { label: s('message') }],
            latest(data.feedback).map((row) => [dateTime(row.createdAt), row.author === 'tutor' ? row.tutor : name, row.body ?? s('feedbackRemoved')]),
            data.feedback.length,
          )
    }
    <h2>${s('familyTitle')}</h2>
    <ul>${data.family.adults.map((row) => html`<li>${s('familyItem', { name: row.name, date: date(row.since) })}</li>`)}</ul>`;

  const journalSection = html`
    <h2>${s('journalTitle')}</h2>
    <p class="note">${s('journalPrivate', { name })}</p>
    ${
      data.journal.sharedWithYou.length === 0
        ? html`<p class="muted">${s('journalNone', { name })}</p>`
        : data.journal.sharedWithYou.map(
            (entry) => html`<article><h3>${entry.title}</h3><p class="muted">${date(entry.entryDate)} · ${t(`journal.moods.${entry.mood}`)}</p><p class="body">${entry.body}</p></article>`,
          )
    }`;

  const who = (by: ChildDataExport['activity'][number]['by']) => {
    if (by.who === 'you') return s('you');
    if (by.who === 'child') return name;
    if (by.name) return by.name;
    return by.role === 'admin' ? s('staff') : s('someone');
  };
  // In the words of the parent's access log; an action named later without words reads "changed something", never
  // as its machine code (the translator gives back a key it does not know).
  const inWords = (action: string) => t(`families.access.actions.${action}`);
  const what = (action: string) => {
    const words = inWords(action);
    return words === `families.access.actions.${action}` ? inWords('other') : words;
  };
  const activity = latest(data.activity);
  const activitySection = html`
    <h2>${s('activityTitle')}</h2>
    ${
      activity.length === 0
        ? html`<p class="muted">${s('activityNone')}</p>`
        : table(
            [{ label: s('date') }, { label: s('what') }, { label: s('by') }],
            activity.map((row) => [dateTime(row.at), what(row.action), who(row.by)]),
            data.activity.length,
          )
    }`;

  const page = html`<!doctype html>
<html lang="${locale}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${s('title', { name })}</title>
<style>${new Markup(STYLE)}</style>
</head>
<body>
<header>
  <h1>${s('title', { name })}</h1>
  <p class="muted">${s('prepared', { parent: data.exportedFor.name, date: dateTime(data.exportedAt) })}</p>
  <p class="muted">${s('printHint')}</p>
</header>
<main>
${profile}
${settingsSection}
${learningSection}
${simulatorSection}
${classesSection}
${journalSection}
${devicesSection}
${activitySection}
<p class="note">${s('leftOut')}</p>
</main>
</body>
</html>
`;
  return page.text;
}
