-- Decision 073: a school admin sets how long a classroom session of their school may stay idle (5 to 30 minutes,
-- 15 by default); the classroom session keeps the limit it was made with, so the session flow reads it from its row.
ALTER TABLE "schools" ADD COLUMN "classroom_idle_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_classroom_idle_minutes_check" CHECK ("schools"."classroom_idle_minutes" in (5, 10, 15, 20, 30));--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "classroom_idle_minutes" integer;--> statement-breakpoint
-- Decision 069: a school may keep an OpenID Connect and a SAML provider side by side, one of each.
ALTER TABLE "sso_providers" ADD COLUMN "protocol" text DEFAULT 'oidc' NOT NULL;--> statement-breakpoint
UPDATE "sso_providers" SET "protocol" = 'saml' WHERE "saml_config" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_protocol_check" CHECK ("sso_providers"."protocol" in ('oidc', 'saml'));--> statement-breakpoint
ALTER TABLE "sso_providers" DROP CONSTRAINT "sso_providers_school_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "sso_providers_school_protocol_unique" ON "sso_providers" USING btree ("school_id","protocol");
