CREATE TABLE "family_link_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text NOT NULL,
	"child_id" text NOT NULL,
	"status" text NOT NULL,
	"ended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "family_link_events_status_check" CHECK ("family_link_events"."status" in ('pending', 'accepted', 'declined', 'cancelled', 'ended')),
	CONSTRAINT "family_link_events_ended_by_check" CHECK (("family_link_events"."status" = 'ended') = ("family_link_events"."ended_by" is not null) and ("family_link_events"."ended_by" is null or "family_link_events"."ended_by" in ('parent', 'child')))
);
--> statement-breakpoint
ALTER TABLE "family_link_events" ADD CONSTRAINT "family_link_events_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_link_events" ADD CONSTRAINT "family_link_events_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_link_events_pending_unique" ON "family_link_events" USING btree ("parent_id","child_id") WHERE "family_link_events"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "family_link_events_child_idx" ON "family_link_events" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "family_link_events_parent_idx" ON "family_link_events" USING btree ("parent_id","created_at");