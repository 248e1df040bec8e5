import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { download } from '@/components/ui/icon-shapes';
import { PrintButton } from '@/components/ui/print-button';
import { translatorFor } from '@/server/locale-translator';
import { certificateDay, certificateFigures, teamKindSentenceKey } from '../certificate-words';
import type { TeamCertificateSet } from '../team-certificates';
import { CertificateFrame } from './certificates-screen';

/** A player's name as its own run of text (FSI … PDI), so a Latin name's dot stays at its end in an Arabic line. */
const isolated = (name: string) => `\u2068${name}\u2069`;

/**
 * /competitions/[id]/certificates/teams: the team certificates of a finished team game the reader may have (decision
 * 067), one per printed page, each with its PDF. A team has no language of its own: the page and its certificates
 * speak the reader's. The way back is the children's certificates, which every reader of these may open.
 */
export async function TeamCertificatesScreen({ set }: { set: TeamCertificateSet }) {
  const { competition, locale, direction } = set;
  // The page's words through next-intl; the certificates' through the translator the PDF's words share (same language).
  const [t, words] = await Promise.all([getTranslations('competitionResults'), translatorFor(locale, 'competitionResults')]);
  const base = `/competitions/${competition.id}`;
  const single = set.certificates.length === 1;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 print:max-w-none print:gap-0 print:p-0">
      <div className="flex flex-col gap-3 print:hidden">
        <BackLink href={`${base}/certificates`}>{t('page.backToCertificates')}</BackLink>
        <h1 className="text-2xl font-extrabold">{t(single ? 'page.teamTitleOne' : 'page.teamTitleAll', { competition: competition.name })}</h1>
        <div className="flex flex-wrap gap-2">
          <PrintButton label={t(single ? 'page.print' : 'page.printAll')} />
        </div>
      </div>
      {set.certificates.map((certificate) => (
        <div key={certificate.entryId} className="flex flex-col gap-2 print:break-after-page print:last:break-after-auto">
          <CertificateFrame
            locale={locale}
            direction={direction}
            t={words}
            lead={words('teamCertificate.awardedTo')}
            name={certificate.name}
            figures={certificateFigures(words, certificate, set.rate, locale)}
            closing={words(teamKindSentenceKey(certificate), { team: certificate.name })}
          >
            <p className="font-semibold">{words('teamCertificate.members', { names: certificate.members.map(isolated).join(words('teamCertificate.separator')) })}</p>
            <p>{words('certificate.forPlaying')}</p>
            <p className="break-words text-xl font-bold">{competition.name}</p>
            <p className="text-sm text-muted">
              {words('certificate.classAndDates', { className: competition.classNames, start: certificateDay(competition.startsOn, locale), end: certificateDay(competition.endsOn, locale) })}
            </p>
          </CertificateFrame>
          <a href={`${base}/certificates/teams/pdf?team=${encodeURIComponent(certificate.entryId)}`} className={buttonClass('secondary', 'self-start print:hidden')} download>
            <Icon shape={download} className="size-4" />
            {t('page.teamPdf', { team: certificate.name })}
          </a>
        </div>
      ))}
    </div>
  );
}
