CREATE TABLE "sign_in_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"child_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"issued_by" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "sign_in_cards_class_child_unique" UNIQUE("class_id","child_id")
);
--> statement-breakpoint
ALTER TABLE "sign_in_cards" ADD CONSTRAINT "sign_in_cards_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_cards" ADD CONSTRAINT "sign_in_cards_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_cards" ADD CONSTRAINT "sign_in_cards_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_cards_secret_unique" ON "sign_in_cards" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "sign_in_cards_child_idx" ON "sign_in_cards" USING btree ("child_id");