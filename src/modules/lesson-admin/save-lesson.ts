import 'server-only';
import { saveLessonFields } from '@/modules/courses';
import { changedFields, writeAudit } from '@/server/audit';
import { AppError } from '@/server/errors';
import { assertCan } from '@/server/permissions';
import type { Actor } from '@/server/session-flow';
import {
  assertSkillsExist,
  assertSlugFree,
  assertThumbnail,
  blocksChange,
  draftForStorage,
  findCourse,
  lessonPublishProblems,
  lockLesson,
  PublishRefusedError,
  storedBlocks,
  tidyBlocks,
  toPublishedBlocks,
  withSlugConflictAs409,
} from './lesson-rules';
import { lessonDraftSchema } from './schemas';
import { editPublicContent } from '@/server/shared-cache';

/**
 * The editor's input, or a 400 whose field errors name the field (`title`, `slug`, …) or the block
 * (`block:<id>`) at fault, so the editor can show each message where it belongs.
 */
function parseDraft(raw: unknown) {
  const parsed = lessonDraftSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const rawBlocks = (raw as { blocks?: unknown } | null)?.blocks;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    let key = String(field ?? 'form');
    let message = issue.message;
    if (field === 'blocks' && typeof index === 'number') {
      const id = Array.isArray(rawBlocks) ? (rawBlocks[index] as { id?: unknown } | undefined)?.id : undefined;
      key = `block:${typeof id === 'string' ? id : index}`;
      // zod's own messages are English sentences; the editor shows one of ours.
      if (!message.startsWith('lessonEditor.')) message = issue.code === 'too_big' ? 'lessonEditor.errors.blockTooLong' : 'lessonEditor.errors.blockInvalid';
    }
    fieldErrors[key] ??= message;
  }
  throw new AppError(400, 'errors.checkForm', fieldErrors);
}

export interface SavedLesson {
  updatedAt: Date;
  published: boolean;
  changed: boolean;
}

/**
 * Saves the whole lesson the editor sends (fields and ordered blocks) in one transaction, or nothing.
 * A draft may be unfinished; publishing, or saving a lesson that is already published, requires a complete
 * lesson (children may be playing it) and is refused with every problem, block by block.
 */
export async function saveLesson(actor: Actor, raw: unknown, options: { publish: boolean }): Promise<SavedLesson> {
  assertCan(actor, 'edit:content:any');
  const input = parseDraft(raw);
  return withSlugConflictAs409(() =>
    editPublicContent(async (tx) => {
      const before = await lockLesson(tx, input.lessonId);
      // Two admins (or two tabs) on one lesson: the later save must not silently erase the other's work.
      if (input.expectedUpdatedAt && before.updatedAt.toISOString() !== input.expectedUpdatedAt) throw new AppError(409, 'lessonEditor.errors.changedElsewhere');
      const course = await findCourse(tx, before.courseId);
      if (input.slug !== before.slug) await assertSlugFree(tx, before.courseId, input.slug, before.id);
      if (input.thumbnailPath !== before.thumbnailPath) await assertThumbnail(tx, input.thumbnailPath);

      const published = before.published || options.publish;
      let blocks = tidyBlocks(input.blocks);
      await assertSkillsExist(tx, blocks);
      if (published) {
        const problems = await lessonPublishProblems(tx, blocks);
        if (problems.length > 0) throw new PublishRefusedError(problems);
        blocks = toPublishedBlocks(blocks);
      }
      const fields = { title: input.title, slug: input.slug, estimatedMinutes: input.estimatedMinutes, xpReward: input.xpReward, thumbnailPath: input.thumbnailPath };
      const fieldDiff = changedFields(
        { title: before.title, slug: before.slug, estimatedMinutes: before.estimatedMinutes, xpReward: before.xpReward, thumbnailPath: before.thumbnailPath },
        fields,
      );
      const blockDiff = blocksChange(storedBlocks(before.blocks), blocks);
      const publishing = published && !before.published;
      if (!fieldDiff && !blockDiff && !publishing) return { updatedAt: before.updatedAt, published, changed: false };

      const updatedAt = new Date();
      await saveLessonFields(tx, before.id, { ...fields, blocks: draftForStorage(blocks), published, updatedAt });
      const name = `${course.slug}/${input.slug}`;
      if (fieldDiff || blockDiff) {
        await writeAudit(tx, actor, {
          actionType: 'lesson_update',
          component: 'content',
          entityId: String(before.id),
          message: `${actor.email} updated the lesson ${name}`,
          details: { ...(fieldDiff ? { fields: fieldDiff } : {}), ...(blockDiff ? { blocks: blockDiff } : {}) },
        });
      }
      if (publishing) {
        await writeAudit(tx, actor, {
          actionType: 'lesson_publish',
          component: 'content',
          entityId: String(before.id),
          message: `${actor.email} published the lesson ${name}`,
          details: { before: { published: false }, after: { published: true } },
        });
      }
      return { updatedAt, published, changed: true };
    }),
  );
}
