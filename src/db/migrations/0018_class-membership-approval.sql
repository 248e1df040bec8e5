ALTER TABLE "class_members" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_members" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_members" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_status_check" CHECK ("class_members"."status" in ('pending', 'approved', 'declined'));