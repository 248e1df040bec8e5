import { defineEvent } from '@/server/domain-events';

/*
 * What the families module lets others react to (decision 015). No 'server-only': the wiring that subscribes to
 * these is loaded by the custom server too.
 */

/** A parent and a child are no longer linked (either side ended it, decision 026). */
export interface FamilyLinkEnded {
  parentId: string;
  childId: string;
  /** Who ended it: the other side is told (decision 036). */
  endedBy: 'parent' | 'child';
}

export const familyLinkEnded = defineEvent<FamilyLinkEnded>('families.link-ended');

/**
 * A parent asked to link a child by the child's code (decision 026); the child answers, or, when the child has
 * parents who agreed to the account or made it (`guardianIds`, decision 044), one of them does.
 */
export interface FamilyLinkRequested {
  parentId: string;
  childId: string;
  guardianIds: string[];
}

export const familyLinkRequested = defineEvent<FamilyLinkRequested>('families.link-requested');

/**
 * A parent's request was answered (decision 026): by the child, or by `guardianId`, a parent who agreed to the
 * account or made it (decision 044). `otherParentIds`: the parents linked before, told of a new link (decision 044).
 */
export interface FamilyLinkAnswered {
  parentId: string;
  childId: string;
  accepted: boolean;
  guardianId?: string;
  otherParentIds: string[];
}

/** The child asks a parent who looks after their account to end their link, which only that parent may do (decision 044). */
export interface FamilyLinkEndAsked {
  parentId: string;
  childId: string;
}

export const familyLinkEndAsked = defineEvent<FamilyLinkEndAsked>('families.link-end-asked');

export const familyLinkAnswered = defineEvent<FamilyLinkAnswered>('families.link-answered');

/** A linked parent exports a child's data (decision 027). */
export interface ChildDataExportRequested {
  childId: string;
  /** The parent the export is for. */
  viewerId: string;
}

/** A journal entry the child chose to show the viewer (decision 025), as the export lists it. */
export interface ExportedJournalEntry {
  title: string;
  body: string;
  mood: string;
  entryDate: string;
  createdAt: Date;
  updatedAt: Date;
  sharedAt: Date;
}

/**
 * What the modules that keep data only they may read add to the export, in its transaction. The journal answers
 * `journal`: the entries shared with the viewer, never the others (decision 025).
 */
export interface ChildDataExportParts {
  journal: ExportedJournalEntry[];
}

export const childDataExportRequested = defineEvent<ChildDataExportRequested, ChildDataExportParts>('families.child-data-export-requested');

/**
 * A parent stopped a child from showing journal entries to tutors (decision 031): of the people the child's entries
 * are shown to, only `readerIds` (the child's linked parents) may still read them.
 */
export interface JournalAudienceNarrowed {
  childId: string;
  readerIds: string[];
}

export const journalAudienceNarrowed = defineEvent<JournalAudienceNarrowed>('families.journal-audience-narrowed');

/**
 * A child who may be under 13 asked this address for a parent's consent (decision 030), at registration or again.
 * The notifications module tells a parent account that has the address, on top of the e-mail.
 */
export interface ConsentRequested {
  childId: string;
  childFirstName: string;
  parentEmail: string;
}

export const consentRequested = defineEvent<ConsentRequested>('families.consent-requested');
