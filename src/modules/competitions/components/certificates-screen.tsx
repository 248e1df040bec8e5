import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { download, fileSpreadsheet, star, users } from '@/components/ui/icon-shapes';
import { PrintButton } from '@/components/ui/print-button';
import type { DisplayRate } from '@/lib/money';
import type { Translate } from '@/server/errors';
import { translatorFor } from '@/server/locale-translator';
import { certificateFigures, certificateGameLines, kindSentenceKey, type CertificateFigure } from '../certificate-words';
import type { Certificate, CertificateSet, ResultsCompetition } from '../results';

/**
 * /competitions/[id]/certificates: the certificates of a finished competition the reader may have (a child's own, a
 * parent's children's, every player's for the teacher), one per printed page. Each is written in its child's language
 * and direction; the page's own words (title, buttons) in the reader's. The print stylesheet keeps the certificates.
 */
export async function CertificatesScreen({ set }: { set: CertificateSet }) {
  const t = await getTranslations('competitionResults');
  // Each certificate speaks its child's language, whoever prints it.
  const translators = await Promise.all(set.certificates.map((certificate) => translatorFor(certificate.locale, 'competitionResults')));
  const { competition } = set;
  const base = `/competitions/${competition.id}`;
  // A parent reaches the certificates from the child's /progress: the competition's own page is its players' and teacher's.
  const first = set.certificates[0];
  const back = set.reader !== 'parent' ? base : first ? `/progress?child=${encodeURIComponent(first.childId)}` : '/progress';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 print:max-w-none print:gap-0 print:p-0">
      <div className="flex flex-col gap-3 print:hidden">
        <BackLink href={back}>{t(set.reader === 'parent' ? 'page.backToProgress' : 'page.back')}</BackLink>
        <h1 className="text-2xl font-extrabold">{t(set.certificates.length === 1 ? 'page.titleOne' : 'page.titleAll', { competition: competition.name })}</h1>
        <div className="flex flex-wrap gap-2">
          {set.certificates.length > 0 ? <PrintButton label={t(set.certificates.length === 1 ? 'page.print' : 'page.printAll')} /> : null}
          {set.certificates.some((certificate) => certificate.team) ? (
            <a href={`${base}/certificates/teams`} className={buttonClass('secondary')}>
              <Icon shape={users} className="size-4" />
              {t('page.teamCertificates')}
            </a>
          ) : null}
          {set.reader === 'teacher' ? (
            <a href={`${base}/summary`} className={buttonClass('secondary')}>
              <Icon shape={fileSpreadsheet} className="size-4" />
              {t('page.summaryCsv')}
            </a>
          ) : null}
        </div>
        {set.certificates.length === 0 ? <p className="text-sm text-muted">{t('page.none')}</p> : null}
      </div>
      {set.certificates.map((certificate, index) => (
        <div key={certificate.childId} className="flex flex-col gap-2 print:break-after-page print:last:break-after-auto">
          <CertificateCard competition={competition} rate={set.rate} certificate={certificate} t={translators[index]!} />
          <a href={`${base}/certificates/pdf?child=${encodeURIComponent(certificate.childId)}`} className={buttonClass('secondary', 'self-start print:hidden')} download>
            <Icon shape={download} className="size-4" />
            {t('page.pdf', { name: certificate.firstName || certificate.name })}
          </a>
        </div>
      ))}
    </div>
  );
}

function CertificateCard({ competition, rate, certificate, t }: { competition: ResultsCompetition; rate: DisplayRate; certificate: Certificate; t: Translate }) {
  const { locale, direction } = certificate;
  const lines = certificateGameLines(t, { kind: competition.kind, className: certificate.className, startsOn: competition.startsOn, endsOn: competition.endsOn }, locale);
  return (
    <CertificateFrame
      locale={locale}
      direction={direction}
      t={t}
      lead={t('certificate.awardedTo')}
      name={certificate.name}
      figures={certificateFigures(t, certificate, rate, locale)}
      closing={t(kindSentenceKey(certificate), { name: certificate.firstName || certificate.name })}
    >
      <p>{lines.forPlaying}</p>
      {certificate.team ? <p className="font-semibold">{t('certificate.team', { team: certificate.team.name, names: certificate.team.names })}</p> : null}
      <p className="break-words text-xl font-bold">{competition.name}</p>
      <p className="text-sm text-muted">{lines.where}</p>
    </CertificateFrame>
  );
}

/** A certificate's frame, title, name, figures and closing sentence, shared by a child's and a team's (decision 067). */
export function CertificateFrame(props: { locale: string; direction: 'ltr' | 'rtl'; t: Translate; lead: string; name: string; figures: CertificateFigure[]; closing: string; children: ReactNode }) {
  const { locale, direction, t } = props;
  return (
    <article lang={locale} dir={direction} className="rounded-3xl border-4 border-primary bg-card p-1.5 shadow-sm print:break-inside-avoid print:shadow-none">
      <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-badge px-4 py-8 text-center sm:px-12 sm:py-10">
        <div aria-hidden="true" className="flex items-end gap-1 text-badge">
          <Icon shape={star} className="size-5" fill="currentColor" />
          <Icon shape={star} className="size-7" fill="currentColor" />
          <Icon shape={star} className="size-5" fill="currentColor" />
        </div>
        <p className="text-xs font-bold tracking-[0.3em] text-muted">ACADEMY</p>
        <h2 className="text-2xl font-extrabold sm:text-4xl">{t('certificate.title')}</h2>
        <p className="mt-3 text-muted">{props.lead}</p>
        <p className="break-words text-3xl font-extrabold sm:text-5xl">{props.name}</p>
        <hr aria-hidden="true" className="my-2 w-48 border-t-2 border-badge" />
        {props.children}
        <dl className="mt-4 grid w-full max-w-3xl grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-4">
          {props.figures.map(({ label, value, note }) => (
            <div key={label} className="flex flex-col items-center rounded-2xl bg-page px-3 py-3">
              <dt className="text-xs font-semibold text-muted">{label}</dt>
              <dd className="text-xl font-extrabold">{value}</dd>
              {note ? <dd className="text-xs text-muted">{note}</dd> : null}
            </div>
          ))}
        </dl>
        <p className="mt-4 max-w-xl text-lg">{props.closing}</p>
      </div>
    </article>
  );
}
