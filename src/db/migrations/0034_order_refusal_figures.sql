-- A refused order sent again with its key is told what it was told the first time, figures included (decision 013):
-- they are kept with the order and come back with it to place-order.ts's replay.
ALTER TABLE "sim_orders" ADD COLUMN "reason_values" jsonb;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sim_lock_order_context(p_user_id text, p_symbol text, p_idempotency_key text) RETURNS json AS $$
DECLARE
  v_cash numeric;
BEGIN
  SELECT cash INTO v_cash FROM sim_accounts WHERE user_id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  RETURN (
    WITH stock AS (SELECT id, symbol, current_price FROM stocks WHERE symbol = p_symbol AND delisted_at IS NULL)
    SELECT json_build_object(
      'cash', v_cash::text,
      'settings', (SELECT coalesce(json_agg(json_build_object('key', st.key, 'json', st.value::text)), '[]'::json) FROM simulator_settings st),
      'stock', (SELECT json_build_object('id', id, 'symbol', symbol, 'price', current_price::text) FROM stock),
      'existing', (
        SELECT json_build_object(
                 'id', o.id, 'stockId', o.stock_id, 'side', o.side, 'type', o.type, 'shares', o.shares, 'limitPrice', o.limit_price::text,
                 'status', o.status, 'reason', o.reason, 'reasonValues', o.reason_values, 'fillPrice', t.price::text, 'createdAt', o.created_at, 'closedAt', o.closed_at)
          FROM sim_orders o LEFT JOIN sim_trades t ON t.order_id = o.id
         WHERE o.user_id = p_user_id AND o.idempotency_key = p_idempotency_key),
      'reserved', (
        SELECT json_build_object(
                 'buyValue', coalesce(sum(o.limit_price * o.shares) FILTER (WHERE o.side = 'buy'), 0)::text,
                 'buyCount', count(*) FILTER (WHERE o.side = 'buy'),
                 'sellShares', coalesce(sum(o.shares) FILTER (WHERE o.side = 'sell' AND o.stock_id = (SELECT id FROM stock)), 0))
          FROM sim_orders o WHERE o.user_id = p_user_id AND o.status = 'open'),
      'holdings', (
        SELECT coalesce(json_agg(json_build_object('stockId', h.stock_id, 'shares', h.shares, 'averageCost', h.average_cost::text, 'price', s.current_price::text)), '[]'::json)
          FROM sim_holdings h JOIN stocks s ON s.id = h.stock_id WHERE h.user_id = p_user_id))
  );
END;
$$ LANGUAGE plpgsql VOLATILE;
