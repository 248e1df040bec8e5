-- Decision 022: an order is three round trips between BEGIN and COMMIT instead of five, and the two big statements
-- are planned once per connection (PL/pgSQL caches its plans), not on every order. The rules stay in TypeScript
-- (simulator/trading-rules.ts); these functions only read and write what place-order.ts decides.
--
-- The account's lock and everything the order reads after it, in one call. A VOLATILE PL/pgSQL function takes a
-- new snapshot for each statement in READ COMMITTED, so the read below sees what the previous holder of the lock
-- committed (decision 013: everything after the lock reads settled data). NULL: the user has no account yet.
-- The simulator settings come as raw rows (key, JSON text): the market module parses them (settings.ts).
-- Numbers travel as text: JSON numbers would become floats in JavaScript.
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
                 'status', o.status, 'reason', o.reason, 'fillPrice', t.price::text, 'createdAt', o.created_at, 'closedAt', o.closed_at)
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
--> statement-breakpoint
-- An executed order, in one call: the order (filled), its trade, the account's cash, the holding (0 shares: the row
-- goes) and users.valuation, all computed by place-order.ts from the rows it read under the account's lock.
CREATE OR REPLACE FUNCTION sim_execute_order(
  p_order_id uuid, p_user_id text, p_stock_id integer, p_side text, p_type text, p_shares integer, p_limit_price numeric,
  p_idempotency_key text, p_trading_day integer, p_at timestamptz,
  p_price numeric, p_commission numeric, p_realized_profit numeric,
  p_cash numeric, p_holding_shares integer, p_average_cost numeric, p_valuation numeric
) RETURNS void AS $$
BEGIN
  INSERT INTO sim_orders (id, user_id, stock_id, side, type, shares, limit_price, status, idempotency_key, trading_day, created_at, closed_at)
  VALUES (p_order_id, p_user_id, p_stock_id, p_side, p_type, p_shares, p_limit_price, 'filled', p_idempotency_key, p_trading_day, p_at, p_at);
  INSERT INTO sim_trades (order_id, user_id, stock_id, side, shares, price, commission, realized_profit, executed_at)
  VALUES (p_order_id, p_user_id, p_stock_id, p_side, p_shares, p_price, p_commission, p_realized_profit, p_at);
  UPDATE sim_accounts SET cash = p_cash WHERE user_id = p_user_id;
  IF p_holding_shares = 0 THEN
    DELETE FROM sim_holdings WHERE user_id = p_user_id AND stock_id = p_stock_id;
  ELSE
    INSERT INTO sim_holdings (user_id, stock_id, shares, average_cost, updated_at)
    VALUES (p_user_id, p_stock_id, p_holding_shares, p_average_cost, p_at)
    ON CONFLICT (user_id, stock_id) DO UPDATE SET shares = excluded.shares, average_cost = excluded.average_cost, updated_at = excluded.updated_at;
  END IF;
  UPDATE users SET valuation = p_valuation WHERE id = p_user_id;
END;
$$ LANGUAGE plpgsql VOLATILE;
