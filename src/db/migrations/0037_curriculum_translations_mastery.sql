-- Learning that lasts (decisions 051 and 052): courses and lessons in French and Arabic over the English source, the
-- skills questions practise, every finished answer (mastery) and each question's review schedule (FSRS), and the
-- child's read-aloud choice.
CREATE TABLE "answer_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answer_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"lesson_id" integer NOT NULL,
	"block_id" text NOT NULL,
	"skill" text,
	"correct" boolean NOT NULL,
	"source" text NOT NULL,
	"key" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_events_source_check" CHECK ("answer_events"."source" in ('lesson', 'review'))
);
--> statement-breakpoint
CREATE TABLE "course_translations" (
	"course_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"source_fingerprint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_translations_course_id_locale_pk" PRIMARY KEY("course_id","locale"),
	CONSTRAINT "course_translations_locale_check" CHECK ("course_translations"."locale" in ('fr', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "lesson_translations" (
	"lesson_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_fingerprint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_translations_lesson_id_locale_pk" PRIMARY KEY("lesson_id","locale"),
	CONSTRAINT "lesson_translations_locale_check" CHECK ("lesson_translations"."locale" in ('fr', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"user_id" text NOT NULL,
	"lesson_id" integer NOT NULL,
	"block_id" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "review_cards_user_id_lesson_id_block_id_pk" PRIMARY KEY("user_id","lesson_id","block_id")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD COLUMN "read_aloud" boolean;--> statement-breakpoint
ALTER TABLE "answer_events" ADD CONSTRAINT "answer_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_events" ADD CONSTRAINT "answer_events_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_events" ADD CONSTRAINT "answer_events_skill_skills_slug_fk" FOREIGN KEY ("skill") REFERENCES "public"."skills"("slug") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "course_translations" ADD CONSTRAINT "course_translations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_translations" ADD CONSTRAINT "lesson_translations_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_events_user_skill_idx" ON "answer_events" USING btree ("user_id","skill","answered_at");--> statement-breakpoint
CREATE INDEX "answer_events_user_question_idx" ON "answer_events" USING btree ("user_id","lesson_id","block_id","answered_at");--> statement-breakpoint
CREATE INDEX "answer_events_lesson_idx" ON "answer_events" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "answer_events_user_key_idx" ON "answer_events" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due");