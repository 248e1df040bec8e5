import type { ReactNode } from 'react';
import { RouteMessages } from '@/app/route-messages';

/*
 * The parts of the screens' namespaces the dashboards' client components and actions answer with (every role's:
 * the child's classes and family requests, the parent's children, the tutor's classes, the school admin's forms).
 * Parts, not whole namespaces: the whole of classes, families, orders and schools is about 50 KB a page in English.
 * The list stays inline: tests/unit/client-messages.unit.test.ts reads it from here. It holds the school admin's
 * roster and sign-in pages' words too: a layout below with its own RouteMessages would replace these, not add to them.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <RouteMessages
      namespaces={[
        'classes.done',
        'classes.errors',
        'families.child.takeOver',
        'families.consent.approved',
        'families.consent.declined',
        'families.consent.resendWithheld',
        'families.consent.resent',
        'families.create.done',
        'families.create.doneWithEmail',
        'families.create.errors',
        'families.done',
        'families.errors',
        'families.journalTutors',
        'families.password.done',
        'families.simulator',
        'families.takeOver.already',
        'families.takeOver.askedChild',
        'families.takeOver.confirmRequired',
        'families.takeOver.done',
        'families.takeOver.stillAsking',
        'feedback.done',
        'feedback.errors',
        'orders.done',
        'orders.errors',
        'orders.leaderboard',
        'orders.reasons',
        'rostering',
        'schools.errors',
        'schools.roster',
        'schools.signIn',
      ]}
    >
      {children}
    </RouteMessages>
  );
}
