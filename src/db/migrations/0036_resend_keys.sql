-- Nothing a person submitted is lost (decision 049): a journal entry or feedback message sent again with its key
-- after a lost answer finds the first one, and a completion sent again is told what it was told the first time.
ALTER TABLE "lesson_completions" ADD COLUMN "answer" jsonb;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_user_key_idx" ON "journal_entries" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_messages_writer_key_idx" ON "feedback_messages" USING btree ("tutor_id","child_id","author","idempotency_key");