CREATE TABLE "school_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	"role" text NOT NULL,
	"source_id" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_members_role_check" CHECK ("school_members"."role" in ('admin', 'teacher', 'student'))
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_name_check" CHECK (char_length("schools"."name") between 1 and 100),
	CONSTRAINT "schools_country_check" CHECK ("schools"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_members_school_role_idx" ON "school_members" USING btree ("school_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "school_members_source_unique" ON "school_members" USING btree ("school_id","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_name_unique" ON "schools" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'parent', 'tutor', 'child', 'school_admin'));