CREATE TABLE "consent_records" (
	"child_id" text PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"granted_by" text,
	"school_id" text,
	"country" text,
	"consent_age" integer,
	"child_agreed_at" timestamp with time zone,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_basis_check" CHECK ("consent_records"."basis" in ('parent_consent', 'parent_created', 'school_authorisation')),
	CONSTRAINT "consent_records_school_check" CHECK (("consent_records"."basis" = 'school_authorisation') = ("consent_records"."school_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "parental_consents" ADD COLUMN "child_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_school_idx" ON "consent_records" USING btree ("school_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_check" CHECK ("users"."country" ~ '^[A-Z]{2}$');--> statement-breakpoint
-- Decision 060: the bases of accounts made before it, under the rule of their day (13, COPPA): a parent's agreement to a request, and a parent who made the account.
INSERT INTO "consent_records" ("child_id", "basis", "granted_by", "consent_age", "granted_at") SELECT "child_id", 'parent_consent', "approved_by", 13, "approved_at" FROM "parental_consents" WHERE "approved_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "consent_records" ("child_id", "basis", "granted_by", "granted_at") SELECT DISTINCT ON ("child_id") "child_id", 'parent_created', "parent_id", coalesce("decided_at", "created_at") FROM "family_link_events" WHERE "status" = 'created' ORDER BY "child_id", "created_at" ON CONFLICT ("child_id") DO NOTHING;
