import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listChildrenClasses } from '@/modules/classes';
import { ChildClasses } from '@/modules/classes/components/child-classes';
import { getChildrenPage } from '@/modules/families';
import { ChildCardSettings } from '@/modules/families/components/child-card-settings';
import { ChildCountrySettings } from '@/modules/families/components/child-country-settings';
import { ChildPasswordForm } from '@/modules/families/components/child-password-form';
import { ChildrenScreen } from '@/modules/families/components/children-screen';
import { JournalTutorsToggle } from '@/modules/families/components/journal-tutors-toggle';
import { SimulatorToggle } from '@/modules/families/components/simulator-toggle';
import { listSharedEntries } from '@/modules/journal';
import { SharedEntries } from '@/modules/journal/components/shared-entries';
import { readChildrenGlance } from '@/modules/progress';
import { ChildGlanceLine } from '@/modules/progress/components/child-glance';
import { ChildGoalForm } from '@/modules/progress/components/child-goal-form';
import { ChildReadAloudForm } from '@/modules/progress/components/child-read-aloud-form';
import { getChildrenLeaderboardVisibility } from '@/modules/simulator';
import { LeaderboardToggle } from '@/modules/simulator/components/leaderboard-toggle';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('families'))('children.title') };
}

/**
 * Parent sidebar /children: link a child by code with the child's consent, the linked children and what they shared
 * (decisions 025, 026). Each module adds its part of a child's card, all read in one parallel round trip: the level,
 * streak and week's XP, the daily goal and reading aloud (progress), the classes and their tutors (classes), the simulator switch
 * and the journal's audience (families) and the family leaderboard switch (simulator) and the journal entries the child chose to show this parent (journal).
 */
export default async function ChildrenPage() {
  const actor = await requirePermission('link:child:own');
  const [page, shared, glances, memberships, visibility] = await Promise.all([
    getChildrenPage(actor),
    listSharedEntries(actor),
    readChildrenGlance(actor),
    listChildrenClasses(actor),
    getChildrenLeaderboardVisibility(actor),
  ]);
  const childExtras = Object.fromEntries(
    page.children.map((child) => {
      const glance = glances[child.id];
      return [
        child.id,
        <div key={child.id} className="flex flex-col gap-3">
          {glance ? <ChildGlanceLine glance={glance} /> : null}
          <ChildClasses childName={child.name} memberships={memberships.filter((membership) => membership.childId === child.id)} />
          {/* An account held after a change of country says so on the card itself, not folded away (decision 060). */}
          {child.countryHold ? <ChildCountrySettings childId={child.id} childName={child.name} country={child.country} hold={child.countryHold} childAgreementToo={child.childAgreementToo} /> : null}
          <ChildCardSettings childName={child.name}>
            {glance ? <ChildGoalForm childId={child.id} childName={child.name} goalXp={glance.dailyGoalXp} /> : null}
            {glance ? <ChildReadAloudForm childId={child.id} childName={child.name} setting={glance.readAloud} /> : null}
            <SimulatorToggle childId={child.id} childName={child.name} enabled={child.simulatorEnabled} />
            <JournalTutorsToggle childId={child.id} childName={child.name} allowed={child.journalTutors} />
            {child.signInName ? <ChildPasswordForm childId={child.id} childName={child.name} signInName={child.signInName} /> : null}
            {child.simulatorEnabled ? <LeaderboardToggle childId={child.id} childName={child.name} visible={visibility[child.id] ?? true} /> : null}
            {child.countryHold ? null : <ChildCountrySettings childId={child.id} childName={child.name} country={child.country} />}
          </ChildCardSettings>
          <SharedEntries childName={child.name} entries={shared.filter((entry) => entry.childId === child.id)} />
        </div>,
      ];
    }),
  );
  return <ChildrenScreen page={page} childExtras={childExtras} />;
}
