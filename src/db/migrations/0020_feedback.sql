CREATE TABLE "feedback_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" text NOT NULL,
	"child_id" text NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"about_assignment_id" uuid,
	"about_lesson_id" integer,
	"reaction" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	CONSTRAINT "feedback_messages_author_check" CHECK ("feedback_messages"."author" in ('tutor', 'child')),
	CONSTRAINT "feedback_messages_body_check" CHECK (char_length("feedback_messages"."body") between 1 and 1000),
	CONSTRAINT "feedback_messages_reaction_check" CHECK ("feedback_messages"."reaction" is null or "feedback_messages"."reaction" in ('thumbs-up', 'heart', 'party', 'smile', 'thinking'))
);
--> statement-breakpoint
CREATE TABLE "feedback_reads" (
	"reader_id" text NOT NULL,
	"tutor_id" text NOT NULL,
	"child_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_reads_reader_id_tutor_id_child_id_pk" PRIMARY KEY("reader_id","tutor_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_templates_body_check" CHECK (char_length("feedback_templates"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_about_assignment_id_assignments_id_fk" FOREIGN KEY ("about_assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_about_lesson_id_lessons_id_fk" FOREIGN KEY ("about_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reads" ADD CONSTRAINT "feedback_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reads" ADD CONSTRAINT "feedback_reads_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reads" ADD CONSTRAINT "feedback_reads_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_templates" ADD CONSTRAINT "feedback_templates_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_messages_thread_idx" ON "feedback_messages" USING btree ("tutor_id","child_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_messages_child_idx" ON "feedback_messages" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_templates_tutor_idx" ON "feedback_templates" USING btree ("tutor_id");