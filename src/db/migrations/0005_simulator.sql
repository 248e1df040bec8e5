CREATE TABLE "portfolio_snapshots" (
	"user_id" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"value" numeric(16, 4) NOT NULL,
	CONSTRAINT "portfolio_snapshots_user_id_bucket_start_pk" PRIMARY KEY("user_id","bucket_start")
);
--> statement-breakpoint
CREATE TABLE "price_candles" (
	"stock_id" integer NOT NULL,
	"resolution" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"open" numeric(14, 4) NOT NULL,
	"high" numeric(14, 4) NOT NULL,
	"low" numeric(14, 4) NOT NULL,
	"close" numeric(14, 4) NOT NULL,
	CONSTRAINT "price_candles_stock_id_resolution_bucket_start_pk" PRIMARY KEY("stock_id","resolution","bucket_start"),
	CONSTRAINT "price_candles_resolution_check" CHECK ("price_candles"."resolution" in (60, 3600, 86400))
);
--> statement-breakpoint
CREATE TABLE "price_replays" (
	"stock_id" integer NOT NULL,
	"position" integer NOT NULL,
	"day" date NOT NULL,
	"close" numeric(14, 4) NOT NULL,
	CONSTRAINT "price_replays_stock_id_position_pk" PRIMARY KEY("stock_id","position"),
	CONSTRAINT "price_replays_close_check" CHECK ("price_replays"."close" > 0)
);
--> statement-breakpoint
CREATE TABLE "sim_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cash" numeric(16, 4) NOT NULL,
	"starting_cash" numeric(16, 4) NOT NULL,
	"leaderboard_visible" boolean DEFAULT true NOT NULL,
	"leaderboard_changed_by" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_accounts_cash_check" CHECK ("sim_accounts"."cash" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sim_holdings" (
	"user_id" text NOT NULL,
	"stock_id" integer NOT NULL,
	"shares" integer NOT NULL,
	"average_cost" numeric(16, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_holdings_user_id_stock_id_pk" PRIMARY KEY("user_id","stock_id"),
	CONSTRAINT "sim_holdings_shares_check" CHECK ("sim_holdings"."shares" > 0)
);
--> statement-breakpoint
CREATE TABLE "sim_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"stock_id" integer NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"shares" integer NOT NULL,
	"limit_price" numeric(14, 4),
	"status" text NOT NULL,
	"reason" text,
	"idempotency_key" text NOT NULL,
	"trading_day" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "sim_orders_idempotency" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "sim_orders_shares_check" CHECK ("sim_orders"."shares" > 0),
	CONSTRAINT "sim_orders_side_check" CHECK ("sim_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "sim_orders_type_check" CHECK ("sim_orders"."type" in ('market', 'limit')),
	CONSTRAINT "sim_orders_status_check" CHECK ("sim_orders"."status" in ('open', 'filled', 'canceled', 'expired', 'rejected')),
	CONSTRAINT "sim_orders_limit_check" CHECK (("sim_orders"."type" = 'limit') = ("sim_orders"."limit_price" is not null))
);
--> statement-breakpoint
CREATE TABLE "sim_trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"stock_id" integer NOT NULL,
	"side" text NOT NULL,
	"shares" integer NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"commission" numeric(12, 4) DEFAULT '0' NOT NULL,
	"realized_profit" numeric(16, 4),
	"executed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_trades_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "simulator_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "sector" text DEFAULT 'Other' NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "volatility" numeric(6, 4) DEFAULT '0.3' NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "drift" numeric(6, 4) DEFAULT '0.05' NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "replay_position" integer;--> statement-breakpoint
ALTER TABLE "portfolio_snapshots" ADD CONSTRAINT "portfolio_snapshots_user_id_sim_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sim_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_candles" ADD CONSTRAINT "price_candles_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_replays" ADD CONSTRAINT "price_replays_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_accounts" ADD CONSTRAINT "sim_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_accounts" ADD CONSTRAINT "sim_accounts_leaderboard_changed_by_users_id_fk" FOREIGN KEY ("leaderboard_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_holdings" ADD CONSTRAINT "sim_holdings_user_id_sim_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sim_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_holdings" ADD CONSTRAINT "sim_holdings_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_orders" ADD CONSTRAINT "sim_orders_user_id_sim_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sim_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_orders" ADD CONSTRAINT "sim_orders_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_trades" ADD CONSTRAINT "sim_trades_order_id_sim_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sim_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_trades" ADD CONSTRAINT "sim_trades_user_id_sim_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sim_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_trades" ADD CONSTRAINT "sim_trades_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_holdings_stock_idx" ON "sim_holdings" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "sim_orders_open_stock_idx" ON "sim_orders" USING btree ("stock_id","status");--> statement-breakpoint
CREATE INDEX "sim_orders_user_created_idx" ON "sim_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sim_trades_user_executed_idx" ON "sim_trades" USING btree ("user_id","executed_at");--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_price_positive_check" CHECK ("stocks"."current_price" > 0 and "stocks"."base_price" > 0);--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_volatility_check" CHECK ("stocks"."volatility" >= 0 and "stocks"."volatility" <= 3);--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_drift_check" CHECK ("stocks"."drift" >= -1 and "stocks"."drift" <= 1);