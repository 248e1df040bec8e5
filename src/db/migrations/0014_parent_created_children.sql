ALTER TABLE "family_link_events" DROP CONSTRAINT "family_link_events_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_unique" UNIQUE("username");--> statement-breakpoint
ALTER TABLE "family_link_events" ADD CONSTRAINT "family_link_events_status_check" CHECK ("family_link_events"."status" in ('pending', 'accepted', 'declined', 'cancelled', 'ended', 'created'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_check" CHECK ("users"."username" ~ '^[a-z0-9][a-z0-9._-]{1,22}[a-z0-9]$' and position('..' in "users"."username") = 0);