'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from '@/i18n/client';
import { startTransition, useActionState, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { useResend } from '@/components/ui/resend-status';
import { IDLE, type FormState } from '@/lib/form-state';
import { newIdempotencyKey, sessionKeyStore } from '@/lib/idempotency-key';
import { formatMoney, type DisplayRate } from '@/lib/money';
import { placeOrderAction } from '../actions';
import type { OrderSide, OrderType } from '../contract';
import { useAnswerText } from './answer-text';
import { keyForSubmission, settleSubmission } from './idempotency-key';
import { useLiveQuote } from './live-prices';
import { LIMIT_BAND_HIGH_PCT, LIMIT_BAND_LOW_PCT, ORDER_SHARES_MAX } from '../trading-rules';
import { estimateOrder, isGreater, isOutside, limitBand, maxAffordableShares, parseShares } from './order-estimate';

export interface OrderStock {
  symbol: string;
  name: string;
  price: string;
  changePct: number;
}

interface OrderFormProps {
  stocks: readonly OrderStock[];
  initialSymbol: string;
  initialSide: OrderSide;
  /** Made by the server for the first submission; each answer brings a new one. */
  initialKey: string;
  cash: string;
  /** Shares owned, by symbol. */
  owned: Readonly<Record<string, number>>;
  commission: string;
  minSharePrice: string;
  /** The market is taking a break: market orders wait, so the form starts on a limit order. */
  paused: boolean;
  rate: DisplayRate;
  locale: string;
}

function Segmented({ legend, name, value, options, onChange }: { legend: string; name: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-page p-1">
        {options.map((option) => (
          <label key={option.value} className="relative cursor-pointer">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="peer sr-only" />
            <span className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-muted peer-checked:bg-card peer-checked:text-ink peer-checked:shadow-sm peer-focus-visible:outline-3 peer-focus-visible:outline-accent">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-line pt-2 text-base font-bold' : ''}`}>
      <dt className={strong ? undefined : 'text-muted'}>{label}</dt>
      <dd dir="ltr" className="tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/**
 * Buy or sell whole shares, at the market price or a limit. The estimate follows the live price; the server decides.
 * The idempotency key stays the same until an answer arrives, so a double click or a retry cannot place two orders.
 */
export function OrderForm({ stocks, initialSymbol, initialSide, initialKey, cash, owned, commission, minSharePrice, paused, rate, locale }: OrderFormProps) {
  const t = useTranslations('simulator.order');
  const tOutage = useTranslations('outage');
  const answerText = useAnswerText();
  const ids = useId();
  const [symbol, setSymbol] = useState(initialSymbol);
  const [side, setSide] = useState<OrderSide>(initialSide);
  const [type, setType] = useState<OrderType>(paused ? 'limit' : 'market');
  const [sharesText, setSharesText] = useState('1');
  const stockOf = (wanted: string) => stocks.find((stock) => stock.symbol === wanted) ?? stocks[0]!;
  const stock = stockOf(symbol);
  const quote = useLiveQuote(stock.symbol, stock);
  const [limitText, setLimitText] = useState(() => Number(stock.price).toFixed(2));
  const [key, setKey] = useState(initialKey);
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const { waiting, send } = useResend();

  const [state, formAction, pending] = useActionState(async (previous: FormState, data: FormData): Promise<FormState> => {
    let answer: FormState;
    try {
      // No answer, or the database away for a moment: the same order with the same key is sent again until it is
      // answered (decision 049), so it is placed once, at the price of the moment it is placed.
      answer = await send(() => placeOrderAction(previous, data));
    } catch {
      // The page was left before an answer came: the key is kept, here and across a reload, so sending the same
      // order again cannot place it twice.
      const failed: FormState = { status: 'error', message: 'simulator.order.networkError' };
      toast.error(answerText(failed));
      return failed;
    }
    settleSubmission(sessionKeyStore());
    setKey(newIdempotencyKey());
    if (answer.status === 'success') toast.success(answerText(answer));
    if (answer.status === 'error') toast.error(answerText(answer));
    // The action answers with the order's result only; cash, holdings and orders are read again after it.
    router.refresh();
    return answer;
  }, IDLE);

  // The order button is disabled while the order is sent, which drops the keyboard focus to the page's body (WCAG
  // 2.4.3). Each answer takes it instead: the field it refuses, else the result (the next Tab is the button again).
  useEffect(() => {
    if (state.status === 'idle') return;
    (form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? result.current)?.focus();
  }, [state]);

  const shares = parseShares(sharesText);
  const ownedShares = owned[stock.symbol] ?? 0;
  const limitValid = /^\d+(\.\d+)?$/.test(limitText.trim()) && Number(limitText) > 0;
  const pricePerShare = type === 'limit' ? (limitValid ? limitText.trim() : null) : quote.price;
  const estimate = shares !== null && pricePerShare !== null ? estimateOrder({ side, shares, price: pricePerShare, commission }) : null;
  const money = (usd: string | number) => formatMoney(usd, rate, locale);
  const hasFee = isGreater(commission, '0');
  const maxShares = side === 'buy' ? maxAffordableShares(cash, pricePerShare ?? quote.price, commission) : ownedShares;
  const fieldError = (name: string) => {
    const error = state.fieldErrors?.[name];
    return error ? answerText({ status: 'error', message: error }) : undefined;
  };
  const sharesError = fieldError('shares');
  const limitError = fieldError('limitPrice');

  const warnings: string[] = [];
  if (side === 'buy' && estimate && isGreater(estimate.total, cash)) warnings.push(t('warnCash', { cash: money(cash) }));
  if (side === 'sell' && shares !== null && shares > ownedShares) warnings.push(ownedShares === 0 ? t('warnNoShares', { symbol: stock.symbol }) : t('warnShares', { count: ownedShares, symbol: stock.symbol }));
  if (side === 'buy' && isGreater(minSharePrice, quote.price)) warnings.push(t('warnMinPrice', { price: money(minSharePrice) }));
  const band = limitBand(quote.price, LIMIT_BAND_LOW_PCT, LIMIT_BAND_HIGH_PCT);
  if (type === 'limit' && limitValid && band && isOutside(limitText.trim(), band)) warnings.push(t('warnBand', { min: money(band.min), max: money(band.max) }));

  const input = 'w-full rounded-xl border border-line bg-card px-3 py-2.5 text-base text-ink tabular-nums aria-[invalid=true]:border-error';
  return (
    <form
      ref={form}
      className="flex flex-col gap-4"
      // Dispatched by hand rather than through <form action>: React resets a form after its action, which would
      // put the stock menu and the radios back to their first values while this component still shows the new ones.
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const data = new FormData(event.currentTarget);
        data.set('idempotencyKey', keyForSubmission(sessionKeyStore(), data, key));
        startTransition(() => formAction(data));
      }}
    >
      <input type="hidden" name="idempotencyKey" value={key} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-symbol`} className="text-sm font-semibold">
          {t('stock')}
        </label>
        <select
          id={`${ids}-symbol`}
          name="symbol"
          value={stock.symbol}
          onChange={(event) => {
            setSymbol(event.target.value);
            setLimitText(Number(stockOf(event.target.value).price).toFixed(2));
          }}
          className={input}
        >
          {stocks.map((option) => (
            <option key={option.symbol} value={option.symbol}>
              {`${option.symbol} · ${option.name}`}
            </option>
          ))}
        </select>
        <p className="text-xs text-muted">
          {t('priceNow')} <span dir="ltr" className="font-semibold text-ink tabular-nums">{money(quote.price)}</span>
          {ownedShares > 0 ? <> · {t('youOwn', { count: ownedShares })}</> : null}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Segmented legend={t('side')} name="side" value={side} onChange={(value) => setSide(value as OrderSide)} options={[{ value: 'buy', label: t('buy') }, { value: 'sell', label: t('sell') }]} />
        <Segmented legend={t('type')} name="type" value={type} onChange={(value) => setType(value as OrderType)} options={[{ value: 'market', label: t('market') }, { value: 'limit', label: t('limit') }]} />
      </div>
      <p className="-mt-2 text-xs text-muted">{type === 'market' ? t('marketHint') : t(side === 'buy' ? 'limitHintBuy' : 'limitHintSell')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-shares`} className="text-sm font-semibold">
            {t('shares')}
          </label>
          <div className="flex gap-2">
            <input
              id={`${ids}-shares`}
              name="shares"
              type="number"
              inputMode="numeric"
              min={1}
              max={ORDER_SHARES_MAX}
              step={1}
              required
              value={sharesText}
              onChange={(event) => setSharesText(event.target.value)}
              aria-invalid={sharesError || (sharesText !== '' && shares === null) ? true : undefined}
              aria-describedby={`${ids}-shares-hint`}
              className={input}
            />
            <button
              type="button"
              onClick={() => setSharesText(String(Math.max(maxShares, 1)))}
              disabled={maxShares < 1}
              className="shrink-0 rounded-xl border border-line px-3 text-sm font-semibold hover:bg-page disabled:cursor-not-allowed disabled:opacity-50"
            >
              {t('max', { count: maxShares })}
            </button>
          </div>
          <p id={`${ids}-shares-hint`} className={`text-xs ${sharesError ? 'text-error' : 'text-muted'}`}>
            {sharesError ?? t('sharesHint')}
          </p>
        </div>
        {type === 'limit' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-limit`} className="text-sm font-semibold">
              {t('limitPrice')}
            </label>
            <input
              id={`${ids}-limit`}
              name="limitPrice"
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              required
              value={limitText}
              onChange={(event) => setLimitText(event.target.value)}
              aria-invalid={limitError || !limitValid ? true : undefined}
              aria-describedby={`${ids}-limit-hint`}
              className={input}
              dir="ltr"
            />
            <p id={`${ids}-limit-hint`} className={`text-xs ${limitError ? 'text-error' : 'text-muted'}`}>
              {limitError ?? (rate.currency !== 'USD' && limitValid ? t('limitConverted', { amount: money(limitText.trim()) }) : t('limitInUsd'))}
            </p>
          </div>
        ) : null}
      </div>
      <section id={`${ids}-estimate`} aria-label={t('estimateTitle')} className="rounded-xl bg-page p-4 text-sm">
        <h3 className="mb-2 font-bold">{t('estimateTitle')}</h3>
        {estimate && shares !== null ? (
          <dl className="flex flex-col gap-1.5">
            <Row label={t('estimateShares', { count: shares, price: money(pricePerShare!) })}>{money(estimate.gross)}</Row>
            {hasFee ? <Row label={t('fee')}>{side === 'buy' ? '+' : '−'} {money(estimate.commission)}</Row> : null}
            <Row label={side === 'buy' ? t('totalCost') : t('totalProceeds')} strong>
              {money(estimate.total)}
            </Row>
            <Row label={t('cashNow')}>{money(cash)}</Row>
          </dl>
        ) : (
          <p className="text-muted">{t('estimateMissing')}</p>
        )}
        {type === 'market' ? <p className="mt-2 text-xs text-muted">{t('estimateNote')}</p> : null}
        {warnings.map((warning) => (
          <p key={warning} className="mt-2 font-semibold text-error">
            <span aria-hidden="true">⚠ </span>
            {warning}
          </p>
        ))}
      </section>
      {/* While the order is sent again, its answer's place says so (one status in the form, as for every answer). */}
      {waiting ? <Alert tone="info">{tOutage('resending')}</Alert> : state.status !== 'idle' && state.message ? <Alert ref={result} focusable tone={state.status === 'error' ? 'error' : 'success'}>
          {answerText(state)}
        </Alert> : null}
      <Button type="submit" disabled={pending} variant={side === 'buy' ? 'primary' : 'danger'} className="w-full py-3 text-base">
        {pending ? t('sending') : shares !== null ? t(side === 'buy' ? 'submitBuy' : 'submitSell', { count: shares, symbol: stock.symbol }) : t('submitPlain')}
      </Button>
    </form>
  );
}
