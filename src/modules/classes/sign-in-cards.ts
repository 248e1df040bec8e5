import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { getDb, type Tx } from '@/db/client';
import { classes, classMembers, signInCards } from '@/db/schema';
import { fullName } from '@/lib/person-name';
import { formatClassCode, type Picture } from '@/lib/picture-password';
import { CARD_ALPHABET, CARD_CODE_LENGTH, CARD_QR_PREFIX, formatCardCode } from '@/lib/sign-in-card';
import { endAllSessions, peopleView } from '@/modules/accounts';
import { aboutPerson, writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import { cardDigest } from './card-holders';
import { hashPictures, newClassCode, newPictureSequence } from './picture-passwords';
import { schoolAdmins } from './school-admins';

/*
 * Classroom sign-in cards (decision 066): a child signs in by showing a printed card to the camera, or typing the code
 * printed under its QR code. The class's tutor and the admins of its school print them; each card holds a fresh
 * random secret that is kept only as its SHA-256, so a card is shown once, when it is printed, and printing again
 * replaces it.
 */

/** A new card's code: CARD_CODE_LENGTH characters of the 32-letter alphabet, 5 random bits each (140 bits). */
function newCardCode(): string {
  const bytes = randomBytes(CARD_CODE_LENGTH);
  // 32 divides 256, so each byte's low five bits are uniform.
  return Array.from(bytes, (byte) => CARD_ALPHABET[byte & 31]).join('');
}

interface CardClass {
  id: string;
  name: string;
  tutorId: string;
  signInCode: string | null;
}

/**
 * The class, once the actor may print its cards: its tutor, or an admin of its school (read through the schools
 * module's port). 404 when there is no such class, 403 for anyone else (another tutor, another school's admin).
 */
async function cardClass(db: Tx, actor: Actor, classId: string): Promise<CardClass> {
  assertCan(actor, 'print:sign-in-card:own');
  const [group] = await db
    .select({ id: classes.id, name: classes.name, tutorId: classes.tutorId, schoolId: classes.schoolId, signInCode: classes.signInCode })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!group) throw new AppError(404, 'classes.errors.notFound');
  const admins = actor.role === 'school_admin' ? await schoolAdmins.get().adminIdsOfClass(db, group) : [];
  assertCan(actor, 'print:sign-in-card:own', { ownerIds: [group.tutorId, ...admins] });
  return { id: group.id, name: group.name, tutorId: group.tutorId, signInCode: group.signInCode };
}

/** The class's approved children who are children's accounts: the only ones a card can be for. */
function cardChildren(db: Tx, classId: string, childId?: string) {
  const child = peopleView('child');
  return db
    .select({ id: child.id, firstName: child.firstName, lastName: child.lastName, avatarSeed: child.avatarSeed, avatarVariant: child.avatarVariant, issuedAt: signInCards.issuedAt, lastUsedAt: signInCards.lastUsedAt })
    .from(classMembers)
    .innerJoin(child, eq(child.id, classMembers.childId))
    .leftJoin(signInCards, and(eq(signInCards.classId, classMembers.classId), eq(signInCards.childId, classMembers.childId)))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.status, 'approved'), eq(child.role, 'child'), childId === undefined ? undefined : eq(child.id, childId)))
    .orderBy(sql`lower(${child.firstName})`, sql`lower(${child.lastName})`, asc(child.id));
}

export interface CardStudent {
  id: string;
  name: string;
  avatarSeed: string;
  avatarVariant: string;
  /** When the child's card was printed; null when they have none. */
  issuedAt: Date | null;
  lastUsedAt: Date | null;
}

export interface CardsPage {
  classId: string;
  className: string;
  /** The class's sign-in code for the picture password (decision 068), as printed; null before any card. */
  classCode: string | null;
  students: CardStudent[];
}

/** /classes/[id]/cards: the class's children and whether each has a card; null when the class does not exist. */
export async function getCardsPage(actor: Actor, classId: string): Promise<CardsPage | null> {
  try {
    return await getDb().transaction(async (tx) => {
      const group = await cardClass(tx, actor, classId);
      const rows = await cardChildren(tx, group.id);
      return {
        classId: group.id,
        className: group.name,
        classCode: group.signInCode === null ? null : formatClassCode(group.signInCode),
        students: rows.map((row) => ({ id: row.id, name: fullName(row), avatarSeed: row.avatarSeed, avatarVariant: row.avatarVariant, issuedAt: row.issuedAt, lastUsedAt: row.lastUsedAt })),
      };
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** A card as it is printed, once: the only time its code exists outside the child's hands. */
export interface PrintedCard {
  childId: string;
  name: string;
  className: string;
  avatarSeed: string;
  avatarVariant: string;
  /** The code in groups of four, as the child types it. */
  code: string;
  /** The QR code of CARD_QR_PREFIX + code, as an SVG data URL. */
  qr: string;
  /** The class's sign-in code, as printed, and the child's picture password (decision 068). */
  classCode: string;
  pictures: Picture[];
}

/**
 * Prints new cards for the class's approved children (or one of them): each gets a fresh code, and the card they
 * had stops working. Reprinting one child's card is what a lost card calls for, so it also ends that child's
 * sessions; printing the whole class's is the start of a term and leaves everyone signed in. Audited.
 */
export async function printCards(actor: Actor, input: { classId: string; childId?: string }): Promise<PrintedCard[]> {
  const issued = await getDb().transaction(async (tx) => {
    const group = await cardClass(tx, actor, input.classId);
    const children = await cardChildren(tx, group.id, input.childId);
    if (input.childId !== undefined && children.length === 0) throw new AppError(404, 'classes.errors.studentNotFound');
    // A whole class's print (a new term) gives the class a new sign-in code too; a class without one gets one.
    const classCode = input.childId === undefined || group.signInCode === null ? newClassCode() : group.signInCode;
    if (classCode !== group.signInCode) await tx.update(classes).set({ signInCode: classCode }).where(eq(classes.id, group.id));
    const cards: (Omit<PrintedCard, 'qr'> & { raw: string; picturesHash: string })[] = [];
    // The database's clock, as the membership's: a card printed right after the child joined counts as after.
    const now = sql`now()`;
    for (const child of children) {
      const raw = newCardCode();
      const pictures = newPictureSequence();
      // scrypt, not the database: the transaction's one connection waits, nothing runs beside it.
      const picturesHash = await hashPictures(pictures);
      cards.push({
        childId: child.id,
        name: fullName(child),
        className: group.name,
        avatarSeed: child.avatarSeed,
        avatarVariant: child.avatarVariant,
        code: formatCardCode(raw),
        raw,
        classCode: formatClassCode(classCode),
        pictures,
        picturesHash,
      });
    }
    // One statement for the whole class: a new card replaces the child's old one, its pictures and its wrong tries.
    if (cards.length > 0) {
      await tx
        .insert(signInCards)
        .values(cards.map((card) => ({ classId: group.id, childId: card.childId, secretHash: cardDigest(card.raw), picturesHash: card.picturesHash, issuedBy: actor.id, issuedAt: now })))
        .onConflictDoUpdate({
          target: [signInCards.classId, signInCards.childId],
          set: { secretHash: sql`excluded.secret_hash`, picturesHash: sql`excluded.pictures_hash`, pictureFailures: 0, issuedBy: actor.id, issuedAt: now, lastUsedAt: null },
        });
    }
    const reprinted = children[0];
    if (input.childId !== undefined && reprinted?.issuedAt != null) await endAllSessions(tx, reprinted.id);
    await writeAudit(tx, actor, {
      actionType: 'sign_in_cards_printed',
      component: 'classes',
      entityId: group.id,
      message: `${actor.email} printed ${cards.length} sign-in card(s) for the class "${group.name}"`,
      details: { classId: group.id, children: cards.map((card) => card.childId) },
      ...(input.childId !== undefined ? aboutPerson({ id: input.childId, role: 'child' }) : {}),
    });
    return cards;
  });
  // Drawn after the commit: the codes are only ever answered for cards that were kept.
  const printed: PrintedCard[] = [];
  for (const { raw, picturesHash: _hash, ...card } of issued) {
    const svg = await QRCode.toString(`${CARD_QR_PREFIX}${raw}`, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    printed.push({ ...card, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` });
  }
  return printed;
}

/** Revokes a child's card (lost, or taken home by mistake): it stops working and the child's sessions end. Audited. */
export async function revokeCard(actor: Actor, input: { classId: string; childId: string }): Promise<{ name: string }> {
  return getDb().transaction(async (tx) => {
    const group = await cardClass(tx, actor, input.classId);
    const [child] = await cardChildren(tx, group.id, input.childId);
    const deleted = await tx
      .delete(signInCards)
      .where(and(eq(signInCards.classId, group.id), eq(signInCards.childId, input.childId)))
      .returning({ id: signInCards.id });
    if (deleted.length === 0) throw new AppError(404, 'classes.errors.noCard');
    await endAllSessions(tx, input.childId);
    await writeAudit(tx, actor, {
      actionType: 'sign_in_card_revoked',
      component: 'classes',
      entityId: group.id,
      message: `${actor.email} revoked a sign-in card of the class "${group.name}"`,
      details: { classId: group.id, childId: input.childId },
      ...aboutPerson({ id: input.childId, role: 'child' }),
    });
    return { name: child ? fullName(child) : '' };
  });
}
