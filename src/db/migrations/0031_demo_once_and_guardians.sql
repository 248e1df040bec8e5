CREATE TABLE "seed_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_link_events" DROP CONSTRAINT "family_link_events_status_check";--> statement-breakpoint
DROP INDEX "family_link_events_pending_unique";--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "consenting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "family_link_events_pending_unique" ON "family_link_events" USING btree ("parent_id","child_id") WHERE "family_link_events"."status" in ('pending', 'awaiting_guardian');--> statement-breakpoint
ALTER TABLE "family_link_events" ADD CONSTRAINT "family_link_events_status_check" CHECK ("family_link_events"."status" in ('pending', 'awaiting_guardian', 'accepted', 'declined', 'cancelled', 'ended', 'created', 'consented'));--> statement-breakpoint
-- A database that already has accounts had its demo accounts made (or removed) already: record the ones still there,
-- so the seed never makes them again (decision 043). A new, empty database gets them at its first start.
INSERT INTO "seed_state" ("key", "value")
SELECT 'demo-accounts', coalesce(jsonb_agg("id" ORDER BY "id") FILTER (WHERE "email" IN ('admin@academy.local', 'parent@academy.local', 'tutor@academy.local', 'child@academy.local')), '[]'::jsonb)
FROM "users"
HAVING count(*) > 0;--> statement-breakpoint
-- The parents who agreed to an account or made it hold that standing on their link (decision 044).
UPDATE "family_links" SET "consenting" = true
WHERE EXISTS (
  SELECT 1 FROM "family_link_events" e
  WHERE e."parent_id" = "family_links"."parent_id" AND e."child_id" = "family_links"."child_id" AND e."status" IN ('created', 'consented')
);
