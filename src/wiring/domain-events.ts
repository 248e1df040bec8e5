import { approvedRosterView, tutorClassView } from '@/modules/classes/runtime';
import { subscribeClasses } from '@/modules/classes/subscriptions';
import { courseView, lessonView } from '@/modules/courses/runtime';
import { subscribeCourses } from '@/modules/courses/subscriptions';
import { subscribeFamilies } from '@/modules/families/subscriptions';
import { subscribeFeedback } from '@/modules/feedback/subscriptions';
import { subscribeJournal } from '@/modules/journal/subscriptions';
import { subscribeMastery } from '@/modules/mastery/subscriptions';
import { subscribeNotifications } from '@/modules/notifications/subscriptions';
import { learnerTimeZoneView } from '@/modules/progress/runtime';
import { subscribeProgress } from '@/modules/progress/subscriptions';
import { subscribeSchools } from '@/modules/schools/subscriptions';
import { subscribeCompetitions } from '@/modules/competitions/subscriptions';
import { subscribeSimulator } from '@/modules/simulator/subscriptions';

/**
 * The composition root of the domain events (decision 015): which module reacts to which, and the read models a
 * module reads from one that imports it (decision 059's ports: classes' roster for families, progress's time zones
 * for mastery). Loaded once at start by the custom server (server.ts) before the market engine ticks, by the benches
 * and by the integration tests' setup. Idempotent.
 * Nothing here may import 'server-only': the custom server runs outside Next's bundle.
 */
export function wireDomainEvents(): void {
  subscribeSimulator();
  subscribeProgress();
  subscribeJournal();
  subscribeFamilies({ approvedRosterView, tutorClassView });
  subscribeClasses();
  subscribeNotifications();
  subscribeCourses();
  subscribeMastery({ lessonView, courseView }, { learnerTimeZoneView });
  subscribeFeedback();
  subscribeSchools();
  subscribeCompetitions();
}
