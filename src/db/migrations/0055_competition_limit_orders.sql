ALTER TABLE "competition_orders" DROP CONSTRAINT "competition_orders_status_check";--> statement-breakpoint
ALTER TABLE "competition_orders" ADD COLUMN "reserved_cash" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "competition_orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "competition_orders_open_idx" ON "competition_orders" USING btree ("stock_id") WHERE "competition_orders"."status" = 'open';--> statement-breakpoint
ALTER TABLE "competition_orders" ADD CONSTRAINT "competition_orders_open_check" CHECK ("competition_orders"."status" <> 'open' or ("competition_orders"."type" = 'limit' and "competition_orders"."limit_price" is not null));--> statement-breakpoint
ALTER TABLE "competition_orders" ADD CONSTRAINT "competition_orders_status_check" CHECK ("competition_orders"."status" in ('open', 'filled', 'rejected', 'canceled'));