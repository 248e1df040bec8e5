-- Decision 069: a session opened through a school's sign-in provider names it, so removing the provider ends the
-- sessions it opened (in the removal's transaction). Null for every other session (password, classroom card).
ALTER TABLE "auth_sessions" ADD COLUMN "sso_provider_id" text;--> statement-breakpoint
CREATE INDEX "auth_sessions_sso_provider_id_idx" ON "auth_sessions" USING btree ("sso_provider_id") WHERE "auth_sessions"."sso_provider_id" is not null;
