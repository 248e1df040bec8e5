import { defineEvent } from '@/server/domain-events';

/*
 * What the classes module lets others react to (decision 015). No 'server-only': the wiring that subscribes to these
 * is loaded by the custom server too.
 */

/**
 * A tutor is no longer the tutor of these children: the last class of theirs the children were approved in lost
 * them (removed, or the class deleted). The journal unshares what the children showed that tutor (decision 031).
 */
export interface StudentsLeftTutor {
  tutorId: string;
  childIds: string[];
}

export const studentsLeftTutor = defineEvent<StudentsLeftTutor>('classes.students-left-tutor');
