-- Messages are ordered, and read marks kept, by a counter instead of the clock (docs/decisions/035-tutor-feedback.md).
-- Existing messages are numbered in the order they were written; existing read marks become the newest message
-- their time covered.
DROP INDEX "feedback_messages_thread_idx";--> statement-breakpoint
DROP INDEX "feedback_messages_child_idx";--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "feedback_messages" SET "seq" = numbered.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "feedback_messages") numbered WHERE numbered."id" = "feedback_messages"."id";--> statement-breakpoint
ALTER TABLE "feedback_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_messages" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "feedback_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('feedback_messages_seq_seq', coalesce((SELECT max("seq") FROM "feedback_messages"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "feedback_reads" ADD COLUMN "read_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "feedback_reads" SET "read_seq" = coalesce((SELECT max(m."seq") FROM "feedback_messages" m WHERE m."tutor_id" = "feedback_reads"."tutor_id" AND m."child_id" = "feedback_reads"."child_id" AND m."created_at" <= "feedback_reads"."read_at"), 0);--> statement-breakpoint
ALTER TABLE "feedback_reads" ALTER COLUMN "read_seq" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "feedback_reads" DROP COLUMN "read_at";--> statement-breakpoint
CREATE INDEX "feedback_messages_thread_idx" ON "feedback_messages" USING btree ("tutor_id","child_id","seq");--> statement-breakpoint
CREATE INDEX "feedback_messages_child_idx" ON "feedback_messages" USING btree ("child_id","seq");--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_seq_unique" UNIQUE("seq");
