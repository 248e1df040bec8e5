ALTER TABLE "classes" ADD COLUMN "sign_in_code" text;--> statement-breakpoint
ALTER TABLE "sign_in_cards" ADD COLUMN "pictures_hash" text;--> statement-breakpoint
ALTER TABLE "sign_in_cards" ADD COLUMN "picture_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_sign_in_code_unique" ON "classes" USING btree ("sign_in_code");