ALTER TABLE "auth_sessions" ADD COLUMN "classroom_sign_in" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "last_active_at" timestamp with time zone;