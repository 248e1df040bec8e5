CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"mood" text NOT NULL,
	"entry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_title_check" CHECK (char_length("journal_entries"."title") between 1 and 120),
	CONSTRAINT "journal_entries_body_check" CHECK (char_length("journal_entries"."body") between 1 and 10000),
	CONSTRAINT "journal_entries_mood_check" CHECK ("journal_entries"."mood" in ('happy', 'proud', 'calm', 'curious', 'tired', 'worried', 'sad', 'angry'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_user_date_idx" ON "journal_entries" USING btree ("user_id","entry_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);