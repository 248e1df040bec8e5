import { Document, Page, StyleSheet, View, renderToBuffer } from '@react-pdf/renderer';
import { skillNameIn } from '@/lib/mastery';
import { formatMoney } from '@/lib/money';
import type { Translate } from '@/server/errors';
import { BidiText, PdfDirectionProvider, isolate, isolatingValues, rowDirection } from '@/server/pdf-bidi';
import { PDF_FONT_FAMILY, registerPdfFont } from '@/server/pdf-font';
import { insightValues, kindName, type Insight } from './insights';
import type { ChildReport } from './queries';

/*
 * A child's report as a PDF (decision 028): @react-pdf/renderer draws it in the server's process, with no browser
 * and no network, from the same ChildReport the page shows, in the one font that covers every locale we serve.
 * It runs in the PDF worker (server/pdf-queue.ts, decision 045), off the requests' event loop: no 'server-only',
 * which throws in plain Node, and nothing here reads the database or a secret.
 */

const FAMILY = PDF_FONT_FAMILY;

const styles = StyleSheet.create({
  page: { fontFamily: FAMILY, fontSize: 10, padding: 36, color: '#111' },
  brand: { fontSize: 9, color: '#555', marginBottom: 4 },
  title: { fontSize: 18, fontWeight: 'bold' },
  subtitle: { fontSize: 11, color: '#333', marginTop: 2, marginBottom: 12 },
  section: { marginTop: 12 },
  heading: { fontSize: 12, fontWeight: 'bold', marginBottom: 4 },
  row: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2, borderBottomWidth: 0.5, borderBottomColor: '#ccc' },
  stats: { flexDirection: 'row', flexWrap: 'wrap' },
  stat: { width: '33%', paddingVertical: 4 },
  statLabel: { fontSize: 8, color: '#555' },
  statValue: { fontSize: 13, fontWeight: 'bold' },
  muted: { color: '#555' },
  bullet: { marginBottom: 2 },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 8, color: '#777' },
});

export interface PdfText {
  /** Translates keys of the `reports` namespace. */
  t: Translate;
  locale: string;
  /** 'rtl' for Arabic: the page's text runs and aligns right to left. */
  direction: 'ltr' | 'rtl';
}

function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const percent = (correct: number, total: number) => (total > 0 ? Math.round((correct / total) * 100) : 0);

function insightText(t: Translate, insight: Insight): string {
  return t(`insights.${insight.key}`, insightValues(t, insight.values));
}

function ReportDocument({ report, text }: { report: ChildReport; text: PdfText }) {
  const { locale, direction } = text;
  // Names, titles and dates inside a sentence keep their own order (decision 046).
  const t = isolatingValues(text.t, direction);
  const number = new Intl.NumberFormat(locale);
  // "25%", "25 %", "٢٥٪": each language writes a percentage its own way.
  const percentText = (part: number, whole: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(percent(part, whole) / 100);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const align = direction === 'rtl' ? ('right' as const) : ('left' as const);
  const learning = report.learning;
  const overall = learning.lessons.reduce((sum, lesson) => ({ correct: sum.correct + lesson.correct, total: sum.total + lesson.total }), { correct: 0, total: 0 });
  const stats = [
    [t('figures.xp'), number.format(learning.periodXp)],
    [t('figures.lessons'), number.format(learning.lessonsCompleted)],
    [t('figures.courses'), number.format(learning.coursesCompleted.length)],
    [t('figures.accuracy'), overall.total > 0 ? percentText(overall.correct, overall.total) : '–'],
    [t('figures.activeDays'), t('figures.activeDaysValue', { active: learning.activeDays.length, days: learning.xpByDay.length })],
    [t('figures.level'), t('figures.levelValue', { level: learning.level.level, xp: number.format(learning.totalXp) })],
  ];
  const sim = report.simulator;
  // A line's label at the start (the right in Arabic), its value at the end.
  const line = (label: string, value: string, key: string) => (
    <View key={key} style={[styles.row, { flexDirection: rowDirection(direction) }]}>
      <BidiText>{label}</BidiText>
      <BidiText style={styles.muted}>{value}</BidiText>
    </View>
  );
  const joined = (...parts: string[]) => parts.map((part) => isolate(part, direction)).join(' · ');
  return (
    <Document title={text.t('report.heading', { name: report.child.name })} author="Academy" language={locale}>
      <PdfDirectionProvider value={direction}>
        <Page size="A4" style={[styles.page, { textAlign: align }]}>
          <BidiText style={styles.brand}>Academy</BidiText>
          <BidiText style={styles.title}>{t('report.heading', { name: report.child.name })}</BidiText>
          <BidiText style={styles.subtitle}>
            {joined(t(`periods.${learning.period.kind}`), t('report.range', { from: dayLabel(learning.period.from, locale), to: dayLabel(learning.period.to, locale) }))}
          </BidiText>

          <View style={styles.section}>
            <BidiText style={styles.heading}>{t('report.wentWell')}</BidiText>
            {report.insights.wentWell.length === 0 ? (
              <BidiText style={styles.muted}>{t('report.nothingYet', { name: report.child.firstName })}</BidiText>
            ) : (
              report.insights.wentWell.map((insight) => (
                <BidiText key={insight.key} style={styles.bullet}>
                  • {insightText(t, insight)}
                </BidiText>
              ))
            )}
          </View>
          <View style={styles.section}>
            <BidiText style={styles.heading}>{t('report.practise')}</BidiText>
            {report.insights.practise.map((insight) => (
              <BidiText key={insight.key} style={styles.bullet}>
                • {insightText(t, insight)}
              </BidiText>
            ))}
          </View>

          <View style={[styles.section, styles.stats, { flexDirection: rowDirection(direction) }]}>
            {stats.map(([label, value]) => (
              <View key={label} style={styles.stat}>
                <BidiText style={styles.statLabel}>{label}</BidiText>
                <BidiText style={styles.statValue}>{value}</BidiText>
              </View>
            ))}
          </View>

          <View style={styles.section}>
            <BidiText style={styles.heading}>{t('learningDays.title')}</BidiText>
            <BidiText>{t('learningDays.summary', { current: learning.streak.current, longest: learning.streak.longest })}</BidiText>
          </View>

          <View style={styles.section}>
            <BidiText style={styles.heading}>{t('figures.completedTitle')}</BidiText>
            {learning.coursesCompleted.map((course) => (
              <BidiText key={course.title}>{t('figures.courseDone', { course: course.title, date: date.format(course.completedAt) })}</BidiText>
            ))}
            {learning.lessons.length === 0 ? (
              <BidiText style={styles.muted}>{t('figures.noLessons')}</BidiText>
            ) : (
              learning.lessons.map((lesson) =>
                line(
                  `${isolate(lesson.lessonTitle, direction)} (${isolate(lesson.courseTitle, direction)})`,
                  lesson.total > 0 ? joined(t('figures.score', { correct: lesson.correct, total: lesson.total }), date.format(lesson.completedAt)) : date.format(lesson.completedAt),
                  String(lesson.lessonId),
                ),
              )
            )}
          </View>

          {learning.accuracyByCourse.length > 0 ? (
            <View style={styles.section}>
              <BidiText style={styles.heading}>{t('figures.byCourse')}</BidiText>
              {learning.accuracyByCourse.map((course) =>
                line(course.courseTitle, joined(t('figures.score', { correct: course.correct, total: course.total }), percentText(course.correct, course.total)), course.courseTitle),
              )}
            </View>
          ) : null}
          {learning.accuracyByKind.length > 0 ? (
            <View style={styles.section}>
              <BidiText style={styles.heading}>{t('figures.byKind')}</BidiText>
              {learning.accuracyByKind.map((kind) => line(kindName(t, kind.kind), joined(t('figures.score', { correct: kind.correct, total: kind.total }), percentText(kind.correct, kind.total)), kind.kind))}
            </View>
          ) : null}

          <View style={styles.section}>
            <BidiText style={styles.heading}>{t('skills.title')}</BidiText>
            <BidiText style={[styles.muted, styles.bullet]}>{t('skills.lead', { name: report.child.firstName })}</BidiText>
            {report.skills.skills.length === 0 ? (
              <BidiText style={styles.muted}>{t('skills.none', { name: report.child.firstName })}</BidiText>
            ) : (
              <>
                {report.skills.skills.map((skill) =>
                  line(skillNameIn(skill.name, locale), joined(t(`skills.levels.${skill.level}`), t('skills.score', { right: skill.right, met: skill.met })), skill.slug),
                )}
                <BidiText style={[styles.muted, { marginTop: 2 }]}>{t('skills.notStarted', { count: report.skills.notStarted })}</BidiText>
              </>
            )}
          </View>

          <View style={styles.section}>
            <BidiText style={styles.heading}>{t('figures.badges')}</BidiText>
            {learning.badges.length === 0 ? (
              <BidiText style={styles.muted}>{t('figures.noBadges')}</BidiText>
            ) : (
              learning.badges.map((badge) => line(badge.name, date.format(badge.awardedAt), `${badge.name}-${badge.awardedAt.getTime()}`))
            )}
          </View>

          <View style={styles.section}>
            <BidiText style={styles.heading}>{t('portfolio.title')}</BidiText>
            {!sim ? (
              <BidiText style={styles.muted}>{t('portfolio.none', { name: report.child.firstName })}</BidiText>
            ) : (
              <>
                {sim.totalValue !== null ? line(t('portfolio.value'), formatMoney(sim.totalValue, report.rate, locale), 'value') : null}
                {sim.returnPct !== null ? line(t('portfolio.return'), new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(sim.returnPct / 100), 'return') : null}
                {line(t('portfolio.trades'), t('portfolio.tradesValue', { period: sim.periodTrades, all: sim.allTrades }), 'trades')}
                {line(t('portfolio.spread'), t('portfolio.spreadValue', { stocks: sim.holdings, sectors: sim.sectors }), 'spread')}
              </>
            )}
          </View>

          <BidiText style={styles.footer} fixed>
            {t('report.footnote', { zone: learning.timeZone })}
          </BidiText>
        </Page>
      </PdfDirectionProvider>
    </Document>
  );
}

/** The report as PDF bytes. */
export async function renderReportPdf(report: ChildReport, text: PdfText): Promise<Buffer> {
  registerPdfFont();
  return renderToBuffer(<ReportDocument report={report} text={text} />);
}

/** What the PDF worker calls for this document (decision 045). */
export const renderPdf = renderReportPdf;
