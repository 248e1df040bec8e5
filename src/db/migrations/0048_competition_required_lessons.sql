CREATE TABLE "competition_required_lessons" (
	"competition_id" uuid NOT NULL,
	"lesson_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competition_required_lessons_competition_id_lesson_id_pk" PRIMARY KEY("competition_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "competition_required_lessons" ADD CONSTRAINT "competition_required_lessons_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_required_lessons" ADD CONSTRAINT "competition_required_lessons_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;