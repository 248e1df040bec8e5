CREATE TABLE "billing_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"plan" text PRIMARY KEY NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_plans_plan_check" CHECK ("billing_plans"."plan" in ('family', 'classroom')),
	CONSTRAINT "billing_plans_trial_check" CHECK ("billing_plans"."trial_days" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" text,
	"subscription_id" uuid,
	"billed_name" text NOT NULL,
	"billed_email" text NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'paid', 'refunded', 'void')),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('USD', 'EUR', 'GBP', 'SGD', 'INR', 'JPY', 'AUD')),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "mrr_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mrr_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" uuid,
	"user_id" text,
	"plan" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"delta_minor" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mrr_movements_kind_check" CHECK ("mrr_movements"."kind" in ('new', 'expansion', 'contraction', 'churn', 'reactivation'))
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan" text NOT NULL,
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_prices_plan_currency_period_pk" PRIMARY KEY("plan","currency","period"),
	CONSTRAINT "plan_prices_plan_check" CHECK ("plan_prices"."plan" in ('family', 'classroom')),
	CONSTRAINT "plan_prices_currency_check" CHECK ("plan_prices"."currency" in ('USD', 'EUR', 'GBP', 'SGD', 'INR', 'JPY', 'AUD')),
	CONSTRAINT "plan_prices_period_check" CHECK ("plan_prices"."period" in ('month', 'year')),
	CONSTRAINT "plan_prices_amount_check" CHECK ("plan_prices"."amount_minor" > 0 and "plan_prices"."amount_minor" <= 100000000)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"plan" text NOT NULL,
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"trial_ends_at" timestamp with time zone,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"next_period" text,
	"next_amount_minor" integer,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('family', 'classroom')),
	CONSTRAINT "subscriptions_currency_check" CHECK ("subscriptions"."currency" in ('USD', 'EUR', 'GBP', 'SGD', 'INR', 'JPY', 'AUD')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."period" in ('month', 'year') and ("subscriptions"."next_period" is null or "subscriptions"."next_period" in ('month', 'year'))),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('trialing', 'active', 'past_due', 'canceled')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('manual', 'stripe')),
	CONSTRAINT "subscriptions_amount_check" CHECK ("subscriptions"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrr_movements" ADD CONSTRAINT "mrr_movements_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrr_movements" ADD CONSTRAINT "mrr_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "mrr_movements_effective_idx" ON "mrr_movements" USING btree ("effective_at");--> statement-breakpoint
CREATE INDEX "mrr_movements_subscription_idx" ON "mrr_movements" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","current_period_end");