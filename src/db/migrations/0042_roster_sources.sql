CREATE TABLE "school_roster_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" text NOT NULL,
	"actor_id" text,
	"status" text DEFAULT 'previewed' NOT NULL,
	"file_names" text[] NOT NULL,
	"files" jsonb,
	"plan_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"counts" jsonb,
	"held" jsonb,
	CONSTRAINT "school_roster_imports_status_check" CHECK ("school_roster_imports"."status" in ('previewed', 'applied')),
	CONSTRAINT "school_roster_imports_applied_check" CHECK (("school_roster_imports"."status" = 'applied') = ("school_roster_imports"."applied_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "class_members" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "school_id" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "source_code" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "teacher_source_id" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "school_roster_imports" ADD CONSTRAINT "school_roster_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_roster_imports" ADD CONSTRAINT "school_roster_imports_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_roster_imports_school_idx" ON "school_roster_imports" USING btree ("school_id","created_at");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_members_source_unique" ON "class_members" USING btree ("class_id","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_school_source_unique" ON "classes" USING btree ("school_id","source_id");