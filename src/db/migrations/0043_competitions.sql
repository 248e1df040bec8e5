CREATE TABLE "competition_classes" (
	"competition_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	CONSTRAINT "competition_classes_competition_id_class_id_pk" PRIMARY KEY("competition_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "competition_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"team_name" text,
	"cash" numeric(16, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_entries_cash_check" CHECK ("competition_entries"."cash" >= 0)
);
--> statement-breakpoint
CREATE TABLE "competition_holdings" (
	"entry_id" uuid NOT NULL,
	"stock_id" integer NOT NULL,
	"shares" integer NOT NULL,
	"average_cost" numeric(16, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_holdings_entry_id_stock_id_pk" PRIMARY KEY("entry_id","stock_id"),
	CONSTRAINT "competition_holdings_shares_check" CHECK ("competition_holdings"."shares" > 0)
);
--> statement-breakpoint
CREATE TABLE "competition_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"placed_by" text NOT NULL,
	"stock_id" integer NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"shares" integer NOT NULL,
	"limit_price" numeric(14, 4),
	"status" text NOT NULL,
	"reason" text,
	"reason_values" jsonb,
	"idempotency_key" text NOT NULL,
	"fill_price" numeric(14, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_orders_idempotency" UNIQUE("placed_by","idempotency_key"),
	CONSTRAINT "competition_orders_shares_check" CHECK ("competition_orders"."shares" > 0),
	CONSTRAINT "competition_orders_status_check" CHECK ("competition_orders"."status" in ('filled', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "competition_participants" (
	"competition_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_participants_competition_id_user_id_pk" PRIMARY KEY("competition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "competition_results" (
	"competition_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"value" numeric(18, 4) NOT NULL,
	"cash" numeric(16, 4) NOT NULL,
	"stocks_held" integer NOT NULL,
	"diversification" numeric(8, 2) NOT NULL,
	CONSTRAINT "competition_results_competition_id_entry_id_pk" PRIMARY KEY("competition_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "competition_stocks" (
	"competition_id" uuid NOT NULL,
	"stock_id" integer NOT NULL,
	CONSTRAINT "competition_stocks_competition_id_stock_id_pk" PRIMARY KEY("competition_id","stock_id")
);
--> statement-breakpoint
CREATE TABLE "competition_trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"stock_id" integer NOT NULL,
	"side" text NOT NULL,
	"shares" integer NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"commission" numeric(12, 4) NOT NULL,
	"realized_profit" numeric(16, 4),
	"executed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_trades_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"trading_from" varchar(5),
	"trading_until" varchar(5),
	"starting_cash" numeric(16, 4) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"stock_scope" text DEFAULT 'all' NOT NULL,
	"sector" text,
	"market_orders" boolean DEFAULT true NOT NULL,
	"limit_orders" boolean DEFAULT false NOT NULL,
	"max_order_value" numeric(16, 4),
	"max_position_pct" integer DEFAULT 100 NOT NULL,
	"leaderboard" text DEFAULT 'public' NOT NULL,
	"team_size" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_name_check" CHECK (char_length("competitions"."name") between 1 and 80),
	CONSTRAINT "competitions_dates_check" CHECK ("competitions"."ends_on" >= "competitions"."starts_on" and "competitions"."ends_at" > "competitions"."starts_at"),
	CONSTRAINT "competitions_hours_check" CHECK (("competitions"."trading_from" is null) = ("competitions"."trading_until" is null) and ("competitions"."trading_from" is null or "competitions"."trading_from" < "competitions"."trading_until")),
	CONSTRAINT "competitions_cash_check" CHECK ("competitions"."starting_cash" > 0),
	CONSTRAINT "competitions_scope_check" CHECK ("competitions"."stock_scope" in ('all', 'sector', 'list') and ("competitions"."stock_scope" = 'sector') = ("competitions"."sector" is not null)),
	CONSTRAINT "competitions_kinds_check" CHECK ("competitions"."market_orders" or "competitions"."limit_orders"),
	CONSTRAINT "competitions_order_limit_check" CHECK ("competitions"."max_order_value" is null or "competitions"."max_order_value" > 0),
	CONSTRAINT "competitions_position_check" CHECK ("competitions"."max_position_pct" between 1 and 100),
	CONSTRAINT "competitions_leaderboard_check" CHECK ("competitions"."leaderboard" in ('public', 'own', 'hidden')),
	CONSTRAINT "competitions_team_size_check" CHECK ("competitions"."team_size" between 1 and 4),
	CONSTRAINT "competitions_status_check" CHECK ("competitions"."status" in ('open', 'canceled', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "competition_classes" ADD CONSTRAINT "competition_classes_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_classes" ADD CONSTRAINT "competition_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_holdings" ADD CONSTRAINT "competition_holdings_entry_id_competition_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_holdings" ADD CONSTRAINT "competition_holdings_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_orders" ADD CONSTRAINT "competition_orders_entry_id_competition_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_orders" ADD CONSTRAINT "competition_orders_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_orders" ADD CONSTRAINT "competition_orders_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_entry_id_competition_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_entry_id_competition_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stocks" ADD CONSTRAINT "competition_stocks_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stocks" ADD CONSTRAINT "competition_stocks_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_trades" ADD CONSTRAINT "competition_trades_order_id_competition_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."competition_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_trades" ADD CONSTRAINT "competition_trades_entry_id_competition_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_trades" ADD CONSTRAINT "competition_trades_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_classes_class_idx" ON "competition_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "competition_entries_competition_idx" ON "competition_entries" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "competition_orders_entry_idx" ON "competition_orders" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "competition_participants_user_idx" ON "competition_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "competition_participants_entry_idx" ON "competition_participants" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "competition_trades_entry_idx" ON "competition_trades" USING btree ("entry_id","executed_at");--> statement-breakpoint
CREATE INDEX "competitions_creator_idx" ON "competitions" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "competitions_open_end_idx" ON "competitions" USING btree ("status","ends_at");