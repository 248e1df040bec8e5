CREATE TABLE "help_article_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_article_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"edited_by" text,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text[] NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"helpful_yes" integer DEFAULT 0 NOT NULL,
	"helpful_no" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector(case "help_articles"."locale" when 'fr' then 'french'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end, "help_articles"."title" || ' ' || "help_articles"."body")) STORED,
	CONSTRAINT "help_articles_slug_locale" UNIQUE("slug","locale"),
	CONSTRAINT "help_articles_locale_check" CHECK ("help_articles"."locale" in ('en', 'fr', 'ar')),
	CONSTRAINT "help_articles_slug_check" CHECK ("help_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "help_articles_audience_check" CHECK ("help_articles"."audience" <@ array['visitor', 'child', 'parent', 'tutor', 'admin']::text[] and cardinality("help_articles"."audience") > 0),
	CONSTRAINT "help_articles_lengths_check" CHECK (char_length("help_articles"."title") between 1 and 200 and char_length("help_articles"."body") between 1 and 20000)
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "help_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "help_article_revisions" ADD CONSTRAINT "help_article_revisions_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_revisions" ADD CONSTRAINT "help_article_revisions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_article_revisions_article_idx" ON "help_article_revisions" USING btree ("article_id","edited_at");--> statement-breakpoint
CREATE INDEX "help_articles_search_idx" ON "help_articles" USING gin ("search");