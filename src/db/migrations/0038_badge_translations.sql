-- Badges in the reader's language (decision 054): a badge's name and description in French or Arabic over the English
-- source, each with the English it was written from, so a word whose English changed since is shown in English.
CREATE TABLE "badge_translations" (
	"badge_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"source_name" text NOT NULL,
	"source_description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_translations_badge_id_locale_pk" PRIMARY KEY("badge_id","locale"),
	CONSTRAINT "badge_translations_locale_check" CHECK ("badge_translations"."locale" in ('fr', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "badge_translations" ADD CONSTRAINT "badge_translations_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;