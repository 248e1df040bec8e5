import { getFormatter, getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { DataTable, tableCell } from '@/components/ui/data-table';
import { cancelCompetitionOrderAction } from '../actions';
import type { OpenOrderRow } from '../queries';

/**
 * A player's limit orders resting until a tick crosses them (decision 065), each with what it keeps aside and a
 * button to cancel it while the game runs. `money` shows a USD amount in the competition's currency.
 */
export async function OpenCompetitionOrders({ competitionId, orders, money, canCancel }: { competitionId: string; orders: OpenOrderRow[]; money: (usd: string) => string; canCancel: boolean }) {
  const t = await getTranslations('competitions.order');
  const format = await getFormatter();
  const columns = [t('openStock'), t('openSide'), { label: t('openShares'), numeric: true }, { label: t('openLimit'), numeric: true }, { label: t('openKept'), numeric: true }, ...(canCancel ? [t('openAction')] : [])];
  return (
    <DataTable caption={t('openTitle')} columns={columns} minWidth="24rem" holdsNoControl={!canCancel || orders.length === 0} empty={orders.length === 0 ? t('openNone') : undefined}>
      {orders.map((order) => (
        <tr key={order.id}>
          <td className={tableCell()}>{order.symbol}</td>
          <td className={tableCell()}>{t(order.side)}</td>
          <td className={tableCell({ numeric: true })}>{format.number(order.shares)}</td>
          <td className={tableCell({ numeric: true })}>{money(order.limitPrice)}</td>
          <td className={tableCell({ numeric: true })}>{order.side === 'buy' && order.reservedCash ? money(order.reservedCash) : t('keptShares', { shares: order.shares })}</td>
          {canCancel ? (
            <td className={tableCell()}>
              <ActionForm action={cancelCompetitionOrderAction} fields={{ competitionId, orderId: order.id }} label={t('cancel')} accessibleLabel={t('cancelNamed', { shares: order.shares, symbol: order.symbol })} />
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
