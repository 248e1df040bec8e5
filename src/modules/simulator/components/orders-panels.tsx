import { getFormatter, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/money';
import type { OrderStatus, OrderView, SimulatorRules, TradeView } from '../contract';
import { CancelOrderButton } from './cancel-order-button';
import { formatPercent, messageKeyFor } from './format';
import { estimateOrder } from './order-estimate';
import { DataTable } from '@/components/ui/data-table';
import { Empty, Money, Panel, cell, numericCell, type Display } from './panel';
import { TrendText } from './trend-text';

const STATUS_TONE: Record<OrderStatus, string> = {
  open: 'border-primary text-primary',
  filled: 'border-success text-success',
  rejected: 'border-error text-error',
  canceled: 'border-line text-muted',
  expired: 'border-line text-muted',
};

const WHEN = { dateStyle: 'short', timeStyle: 'short' } as const;

/** Limit orders still waiting for their price, each with a Cancel button. */
export async function OpenOrdersPanel({ orders, display }: { orders: OrderView[]; display: Display }) {
  const [t, format] = await Promise.all([getTranslations('simulator'), getFormatter()]);
  return (
    <Panel id="open-orders" title={t('openOrders.title')} lead={t('openOrders.lead')}>
      {orders.length === 0 ? (
        <Empty>{t('openOrders.empty')}</Empty>
      ) : (
        <DataTable
          look="flush"
          caption={t('openOrders.title')}
          minWidth="30rem"
          columns={[
            { label: t('orders.stock') },
            { label: t('orders.order') },
            { label: t('orders.shares'), numeric: true },
            { label: t('orders.limitPrice'), numeric: true },
            { label: t('orders.actions'), hidden: true },
          ]}
        >
          {orders.map((order) => (
            <tr key={order.id} data-order={order.id}>
              <th scope="row" className={`${cell} text-start`}>
                {order.symbol}
                <span className="block text-xs font-normal text-muted">{format.dateTime(order.createdAt, WHEN)}</span>
              </th>
              <td className={cell}>{t('orders.kind', { side: t(`orders.sideName.${order.side}`), type: t(`orders.typeName.${order.type}`) })}</td>
              <td className={numericCell}>
                <span dir="ltr">{order.shares}</span>
              </td>
              <td className={numericCell}>{order.limitPrice ? <Money usd={order.limitPrice} display={display} /> : '—'}</td>
              <td className={`${cell} text-end`}>
                <CancelOrderButton orderId={order.id} label={t('openOrders.cancel')} accessibleLabel={t(order.side === 'buy' ? 'openOrders.cancelLabelBuy' : 'openOrders.cancelLabelSell', { count: order.shares, symbol: order.symbol })} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

/** The last orders (any status), with the reason a refused one was refused. */
export async function OrderHistoryPanel({ orders, rules, display }: { orders: OrderView[]; rules: SimulatorRules; display: Display }) {
  const [t, all, format] = await Promise.all([getTranslations('simulator'), getTranslations(), getFormatter()]);
  // A refusal is a message key of the orders namespace; the rules fill in whatever number it mentions.
  const reasonValues = {
    percent: formatPercent(rules.positionCapPct, display.locale, { signed: false, digits: Number.isInteger(rules.positionCapPct) ? 0 : 2 }),
    cap: rules.positionCapPct,
    price: formatMoney(rules.minSharePrice, display.rate, display.locale),
    commission: rules.commission,
  };
  const reason = (key: string) => {
    const known = messageKeyFor(key, (candidate) => all.has(candidate));
    return known ? all(known, reasonValues) : key;
  };
  return (
    <Panel id="order-history" title={t('history.ordersTitle')} lead={t('history.ordersLead')}>
      {orders.length === 0 ? (
        <Empty>{t('history.ordersEmpty')}</Empty>
      ) : (
        <DataTable
          look="flush"
          caption={t('history.ordersTitle')}
          minWidth="48rem"
          columns={[
            { label: t('orders.placed') },
            { label: t('orders.stock') },
            { label: t('orders.order') },
            { label: t('orders.shares'), numeric: true },
            { label: t('orders.limitPrice'), numeric: true },
            { label: t('orders.status') },
            { label: t('orders.fillPrice'), numeric: true },
            { label: t('orders.note') },
          ]}
        >
          {orders.map((order) => (
            <tr key={order.id} data-order={order.id} data-status={order.status}>
              <td className={`${cell} whitespace-nowrap text-muted`}>{format.dateTime(order.createdAt, WHEN)}</td>
              <th scope="row" className={`${cell} text-start`}>
                {order.symbol}
              </th>
              <td className={cell}>{t('orders.kind', { side: t(`orders.sideName.${order.side}`), type: t(`orders.typeName.${order.type}`) })}</td>
              <td className={numericCell}>
                <span dir="ltr">{order.shares}</span>
              </td>
              <td className={numericCell}>{order.limitPrice ? <Money usd={order.limitPrice} display={display} /> : '—'}</td>
              <td className={cell}>
                <span className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[order.status]}`}>{t(`status.${order.status}`)}</span>
              </td>
              <td className={numericCell}>{order.fillPrice ? <Money usd={order.fillPrice} display={display} /> : '—'}</td>
              <td className={`${cell} max-w-[16rem] text-xs ${order.status === 'rejected' ? 'text-error' : 'text-muted'}`}>
                {order.reason ? reason(order.reason) : order.closedAt && order.status !== 'filled' ? format.dateTime(order.closedAt, WHEN) : ''}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

/** The last trades: what was bought or sold, at what price, and a sale's profit or loss. */
export async function TradeHistoryPanel({ trades, display }: { trades: TradeView[]; display: Display }) {
  const [t, format] = await Promise.all([getTranslations('simulator'), getFormatter()]);
  return (
    <Panel id="trade-history" title={t('history.tradesTitle')} lead={t('history.tradesLead')}>
      {trades.length === 0 ? (
        <Empty>{t('history.tradesEmpty')}</Empty>
      ) : (
        <DataTable
          look="flush"
          caption={t('history.tradesTitle')}
          minWidth="44rem"
          columns={[
            { label: t('trades.time') },
            { label: t('trades.stock') },
            { label: t('trades.side') },
            { label: t('trades.shares'), numeric: true },
            { label: t('trades.price'), numeric: true },
            { label: t('trades.fee'), numeric: true },
            { label: t('trades.total'), numeric: true },
            { label: t('trades.profit'), numeric: true },
          ]}
        >
          {trades.map((trade) => {
            const total = estimateOrder({ side: trade.side, shares: trade.shares, price: trade.price, commission: trade.commission })?.total;
            return (
              <tr key={trade.id} data-trade={trade.id}>
                <td className={`${cell} whitespace-nowrap text-muted`}>{format.dateTime(trade.executedAt, WHEN)}</td>
                <th scope="row" className={`${cell} text-start`}>
                  {trade.symbol}
                </th>
                <td className={cell}>{t(`trades.${trade.side}`)}</td>
                <td className={numericCell}>
                  <span dir="ltr">{trade.shares}</span>
                </td>
                <td className={numericCell}>
                  <Money usd={trade.price} display={display} />
                </td>
                <td className={numericCell}>
                  <Money usd={trade.commission} display={display} />
                </td>
                <td className={numericCell}>{total ? <Money usd={total} display={display} /> : '—'}</td>
                <td className={numericCell}>
                  {trade.realizedProfit !== null ? (
                    <TrendText value={trade.realizedProfit} upLabel={t('trend.up')} downLabel={t('trend.down')}>
                      <Money usd={trade.realizedProfit} display={display} />
                    </TrendText>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </Panel>
  );
}
