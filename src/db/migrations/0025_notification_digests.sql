CREATE TABLE "notification_digests" (
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"notifications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_digests_user_id_period_period_key_pk" PRIMARY KEY("user_id","period","period_key"),
	CONSTRAINT "notification_digests_period_check" CHECK ("notification_digests"."period" in ('daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_delivery_check";--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_delivery_check" CHECK ("notification_preferences"."delivery" in ('off', 'immediate', 'daily', 'weekly'));