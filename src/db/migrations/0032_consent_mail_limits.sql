CREATE TABLE "consent_mail_suppressions" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"suppressed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parental_consents" ADD COLUMN "parent_address_hash" text;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD COLUMN "mail_withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "parental_consents_parent_address_hash_idx" ON "parental_consents" USING btree ("parent_address_hash");