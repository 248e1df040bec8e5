'use client';

import { useEffect, useRef, useState } from 'react';
import type { AutoscaleInfo, IChartApi, IPriceLine, ISeriesApi, SeriesType, UTCTimestamp } from 'lightweight-charts';
import { minorDigits } from '@/lib/money';
import type { CandleView, PortfolioPoint } from '../contract';
import { ascendingUnique } from './chart-data';

export type ChartSeries = { kind: 'candles'; candles: readonly CandleView[] } | { kind: 'area'; points: readonly PortfolioPoint[] };

interface LazyChartProps {
  series: ChartSeries;
  /** Values arrive in USD; the chart shows them in the viewer's currency (display only, so floating point is fine). */
  currency: string;
  ratePerUsd: string;
  locale: string;
  /** Show hours and minutes on the time axis (short ranges). */
  showTime: boolean;
  height: number;
  loadingLabel: string;
  failedLabel: string;
  /** A dashed level across the chart (USD), with its title on the price axis: the trading day's opening price. */
  referenceLine?: { price: number; title: string } | null;
  /** New data is on its way: the drawn chart is dimmed. Only the canvas: the loading words keep their full contrast. */
  dimmed?: boolean;
}

interface Mounted {
  chart: IChartApi;
  series: ISeriesApi<SeriesType>;
  line: IPriceLine | null;
}

/** The theme's colours (spec 3 custom properties) as the canvas needs them: resolved values, light or dark. */
function themeColors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--muted-text', '#475569'),
    background: read('--card-background', '#ffffff'),
    grid: read('--border', '#e2e8f0'),
    up: read('--success', '#15803d'),
    down: read('--error', '#dc2626'),
    line: read('--primary', '#2563eb'),
  };
}

/** A colour at some opacity, as rgba(): the chart library only understands sRGB colour strings. */
function translucent(color: string, alpha: number): string {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return color;
  context.fillStyle = color;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(context.fillStyle);
  if (!hex) return alpha === 0 ? 'transparent' : color;
  const [r, g, b] = hex.slice(1).map((part) => parseInt(part, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * A price or value chart drawn by lightweight-charts, loaded with a dynamic import so its JavaScript is fetched
 * only when the chart comes near the screen. The canvas is hidden from screen readers: callers put a text summary
 * beside it. It follows the container's width, the light/dark class on <html>, and is removed on unmount.
 */
export function LazyChart({ series, currency, ratePerUsd, locale, showTime, height, loadingLabel, failedLabel, referenceLine = null, dimmed = false }: LazyChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  // The library (~60 KiB, about half a second of script on a throttled phone) loads once the chart comes near the
  // screen: on a phone the charts sit below the market list, and a page that never scrolls there never pays for it.
  const [near, setNear] = useState(false);
  const kind = series.kind;

  useEffect(() => {
    const element = container.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: '300px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    let disposed = false;
    let cleanup = () => {};
    import('lightweight-charts')
      .then((lib) => {
        const element = container.current;
        if (disposed || !element) return;
        const colors = themeColors();
        const digits = minorDigits(currency);
        const money = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
        const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
        const tickFormats: Record<number, Intl.DateTimeFormat> = {
          [lib.TickMarkType.Year]: new Intl.DateTimeFormat(locale, { year: 'numeric' }),
          [lib.TickMarkType.Month]: new Intl.DateTimeFormat(locale, { month: 'short' }),
          [lib.TickMarkType.DayOfMonth]: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
          [lib.TickMarkType.Time]: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
          [lib.TickMarkType.TimeWithSeconds]: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
        };
        const layout = (c: ReturnType<typeof themeColors>) => ({
          layout: {
            background: { type: lib.ColorType.Solid, color: c.background } as const,
            textColor: c.text,
            fontFamily: getComputedStyle(element).fontFamily,
            // The library's own logo is a focusable link to an outside site inside this aria-hidden canvas, and
            // it sits on the newest candles. Its licence (Apache-2.0 with a NOTICE) asks for the attribution and a
            // link to tradingview.com on a page users can reach: /about carries them (about.credits), so the logo
            // may be turned off, as the option's documentation says.
            attributionLogo: false,
          },
          grid: { vertLines: { color: c.grid }, horzLines: { color: c.grid } },
          rightPriceScale: { borderColor: c.grid },
          timeScale: { borderColor: c.grid },
        });
        const chart = lib.createChart(element, {
          autoSize: true,
          ...layout(colors),
          // Times are UTC seconds; the labels show them in the viewer's own time zone and language.
          localization: {
            locale,
            priceFormatter: (value: number) => money.format(value),
            timeFormatter: (time: unknown) => (typeof time === 'number' ? dateTime.format(new Date(time * 1000)) : String(time)),
          },
          timeScale: {
            borderColor: colors.grid,
            timeVisible: showTime,
            secondsVisible: false,
            fixLeftEdge: true,
            fixRightEdge: true,
            tickMarkFormatter: (time: unknown, type: number) => (typeof time === 'number' ? (tickFormats[type]?.format(new Date(time * 1000)) ?? null) : null),
          },
          // A finger moving up or down scrolls the page, not the chart.
          handleScroll: { vertTouchDrag: false },
        });
        const seriesColors = (c: ReturnType<typeof themeColors>) =>
          kind === 'candles'
            ? { upColor: c.up, downColor: c.down, borderUpColor: c.up, borderDownColor: c.down, wickUpColor: c.up, wickDownColor: c.down }
            : { lineColor: c.line, topColor: translucent(c.line, 0.4), bottomColor: translucent(c.line, 0) };
        const added: ISeriesApi<SeriesType> =
          kind === 'candles' ? chart.addSeries(lib.CandlestickSeries, seriesColors(colors)) : chart.addSeries(lib.AreaSeries, { ...seriesColors(colors), lineWidth: 2 });
        mounted.current = { chart, series: added, line: null };
        // The dark toggle changes the class on <html>: follow it.
        const observer = new MutationObserver(() => {
          const next = themeColors();
          chart.applyOptions(layout(next));
          added.applyOptions(seriesColors(next));
          mounted.current?.line?.applyOptions({ color: next.text });
        });
        observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
        cleanup = () => {
          observer.disconnect();
          chart.remove();
        };
        setReady(true);
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      cleanup();
      mounted.current = null;
      setReady(false);
    };
  }, [near, kind, currency, locale, showTime]);

  useEffect(() => {
    const current = mounted.current;
    if (!ready || !current) return;
    const rate = Number(ratePerUsd) || 1;
    if (series.kind === 'candles') {
      current.series.setData(
        ascendingUnique(series.candles).map((candle) => ({
          time: candle.time as UTCTimestamp,
          open: candle.open * rate,
          high: candle.high * rate,
          low: candle.low * rate,
          close: candle.close * rate,
        })),
      );
    } else {
      current.series.setData(ascendingUnique(series.points).map((point) => ({ time: point.time as UTCTimestamp, value: point.value * rate })));
    }
    current.chart.timeScale().fitContent();
  }, [ready, series, ratePerUsd]);

  const linePrice = referenceLine?.price ?? null;
  const lineTitle = referenceLine?.title ?? '';
  useEffect(() => {
    const current = mounted.current;
    if (!ready || !current) return;
    if (current.line) current.series.removePriceLine(current.line);
    current.line = null;
    const level = linePrice === null ? null : linePrice * (Number(ratePerUsd) || 1);
    // The price scale fits the candles only; widen it to hold the line, or a day far from its opening hides it.
    current.series.applyOptions({
      autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
        const info = original();
        if (level === null || !info?.priceRange) return info;
        return { ...info, priceRange: { minValue: Math.min(info.priceRange.minValue, level), maxValue: Math.max(info.priceRange.maxValue, level) } };
      },
    });
    if (level === null) return;
    const { text } = themeColors();
    current.line = current.series.createPriceLine({ price: level, color: text, lineWidth: 1, lineStyle: 2 /* dashed */, axisLabelVisible: true, title: lineTitle });
  }, [ready, linePrice, lineTitle, ratePerUsd]);

  return (
    // Charts read left to right in every language.
    <div dir="ltr" className="relative w-full" style={{ height }}>
      <div ref={container} aria-hidden="true" className={`absolute inset-0 ${dimmed ? 'opacity-60 transition-opacity motion-reduce:transition-none' : ''}`} />
      {!ready && !failed ? (
        <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-page/60 text-sm text-muted">
          <span className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-line border-t-primary motion-reduce:animate-none" aria-hidden="true" />
          <span className="ms-2">{loadingLabel}</span>
        </div>
      ) : null}
      {failed ? <p className="absolute inset-0 flex items-center justify-center text-sm text-error">{failedLabel}</p> : null}
    </div>
  );
}
