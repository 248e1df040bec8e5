CREATE TABLE "competition_value_snapshots" (
	"competition_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"value" numeric(18, 4) NOT NULL,
	"rank" integer NOT NULL,
	"diversification" numeric(8, 2) NOT NULL,
	"diversification_rank" integer NOT NULL,
	CONSTRAINT "competition_value_snapshots_entry_id_taken_at_pk" PRIMARY KEY("entry_id","taken_at")
);
--> statement-breakpoint
ALTER TABLE "competition_results" ADD COLUMN "risk_adjusted" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "competition_results" ADD COLUMN "risk_adjusted_rank" integer;--> statement-breakpoint
ALTER TABLE "competition_value_snapshots" ADD CONSTRAINT "competition_value_snapshots_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_value_snapshots" ADD CONSTRAINT "competition_value_snapshots_entry_id_competition_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_value_snapshots_competition_idx" ON "competition_value_snapshots" USING btree ("competition_id","taken_at");