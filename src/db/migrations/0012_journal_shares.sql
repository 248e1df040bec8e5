CREATE TABLE "journal_shares" (
	"entry_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_shares_entry_id_viewer_id_pk" PRIMARY KEY("entry_id","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "journal_shares" ADD CONSTRAINT "journal_shares_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_shares" ADD CONSTRAINT "journal_shares_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_shares_viewer_idx" ON "journal_shares" USING btree ("viewer_id");