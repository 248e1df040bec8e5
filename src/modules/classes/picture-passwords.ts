import 'server-only';
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { classes, classMembers, signInCards } from '@/db/schema';
import { CARD_ALPHABET } from '@/lib/sign-in-card';
import { CLASS_CODE_LENGTH, PICTURE_SEQUENCE_LENGTH, PICTURES, type Picture } from '@/lib/picture-password';
import { peopleView } from '@/modules/accounts';
import { cardHolderById, type CardHolder } from './card-holders';

/*
 * The picture password (decision 068): on a shared tablet a young child types (or the teacher has typed) the class's
 * sign-in code, picks their name, then taps the three pictures printed on their card. 12³ sequences are few, so each
 * is kept as a salted scrypt hash, a card stops taking pictures after PICTURE_LOCK_AFTER wrong ones (until it is
 * reprinted), and the accounts module counts every attempt against the address.
 */

/** Wrong sequences a card takes before its picture password stops, until the teacher prints the card again. */
export const PICTURE_LOCK_AFTER = 5;

/** scrypt's cost: about 50 ms a hash (16 MiB), so guessing is slow even for someone who read the table. */
const SCRYPT: ScryptOptions = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;

function scryptKey(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(secret, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** A fresh random picture sequence, for a card being printed. */
export function newPictureSequence(): Picture[] {
  return Array.from({ length: PICTURE_SEQUENCE_LENGTH }, () => PICTURES[randomInt(PICTURES.length)]!);
}

/** What the table keeps of a sequence: `scrypt$N$r$p$salt$key`, with a salt of its own (base64url). */
export async function hashPictures(pictures: readonly Picture[]): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptKey(pictures.join(' '), salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the sequence is the hashed one, compared in constant time; false for anything that is not such a hash. */
export async function picturesMatch(pictures: readonly string[], stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptKey(pictures.join(' '), Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing, checked when there is no sequence to check, so every refusal takes as long as a wrong one. */
let decoy: Promise<string> | null = null;

async function checkDecoy(pictures: readonly string[]): Promise<void> {
  decoy ??= hashPictures(newPictureSequence());
  await picturesMatch(pictures, await decoy);
}

/** A new class sign-in code: CLASS_CODE_LENGTH characters of the card alphabet (30 random bits). */
export function newClassCode(): string {
  return Array.from(randomBytes(CLASS_CODE_LENGTH), (byte) => CARD_ALPHABET[byte & 31]).join('');
}

/** A child on the tablet's list: first name and avatar only, named by their card (never their account). */
export interface PictureRosterEntry {
  cardId: string;
  firstName: string;
  avatarSeed: string;
  avatarVariant: string;
}

/**
 * The children a class's sign-in code lists: those with a picture password who are still the class's approved
 * children. Null when no class has the code. First names and avatars only: the tablet is in a classroom, but the
 * code is on paper.
 */
export async function pictureRoster(classCode: string): Promise<{ className: string; children: PictureRosterEntry[] } | null> {
  const db = getDb();
  const [group] = await db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.signInCode, classCode));
  if (!group) return null;
  const child = peopleView('child');
  const rows = await db
    .select({ cardId: signInCards.id, firstName: child.firstName, avatarSeed: child.avatarSeed, avatarVariant: child.avatarVariant })
    .from(signInCards)
    .innerJoin(child, eq(child.id, signInCards.childId))
    .innerJoin(classMembers, and(eq(classMembers.classId, signInCards.classId), eq(classMembers.childId, signInCards.childId)))
    .where(
      and(
        eq(signInCards.classId, group.id),
        sql`${signInCards.picturesHash} is not null`,
        eq(classMembers.status, 'approved'),
        // Printed during the child's present membership, as findCardHolder asks: an older card signs nobody in.
        sql`${signInCards.issuedAt} >= greatest(${classMembers.addedAt}, ${classMembers.decidedAt})`,
        eq(child.role, 'child'),
        eq(child.blocked, false),
      ),
    )
    .orderBy(sql`lower(${child.firstName})`, signInCards.id);
  return { className: group.name, children: rows };
}

/** Why a picture attempt found no child to sign in, before the account itself is looked at (audited, never shown). */
export type PictureRefusal = 'unknown' | 'locked' | 'wrong-pictures';

/** The card the attempt named (null when none), and why it was refused (null: the pictures matched). */
export interface PictureCheck {
  card: CardHolder | null;
  refusal: PictureRefusal | null;
}

/**
 * Checks a picture attempt: the card of this class code, its try counted first (a card past PICTURE_LOCK_AFTER
 * takes none, so parallel guesses cannot slip past), then the sequence; the right one clears the count. The card's
 * holder comes back in every case where there is a card, so a refusal can be audited against the child.
 */
export async function checkPictures(input: { classCode: string; cardId: string; pictures: readonly string[] }): Promise<PictureCheck> {
  const db = getDb();
  const [card] = await db
    .select({ cardId: signInCards.id, childId: signInCards.childId, classId: signInCards.classId, picturesHash: signInCards.picturesHash })
    .from(signInCards)
    .innerJoin(classes, eq(classes.id, signInCards.classId))
    .where(and(eq(signInCards.id, input.cardId), eq(classes.signInCode, input.classCode)));
  if (!card?.picturesHash) {
    await checkDecoy(input.pictures);
    return { card: null, refusal: 'unknown' };
  }
  const holder = await cardHolderById(card.cardId);
  if (!holder) return { card: null, refusal: 'unknown' };
  const counted = await db
    .update(signInCards)
    .set({ pictureFailures: sql`${signInCards.pictureFailures} + 1` })
    .where(and(eq(signInCards.id, card.cardId), lt(signInCards.pictureFailures, PICTURE_LOCK_AFTER)))
    .returning({ id: signInCards.id });
  if (counted.length === 0) {
    await checkDecoy(input.pictures);
    return { card: holder, refusal: 'locked' };
  }
  if (!(await picturesMatch(input.pictures, card.picturesHash))) return { card: holder, refusal: 'wrong-pictures' };
  await db.update(signInCards).set({ pictureFailures: 0 }).where(eq(signInCards.id, card.cardId));
  return { card: holder, refusal: null };
}
