// The chart library's parts this app draws with, imported by name in a module of their own so
// that the chart chunk is loaded lazily (kline-chart.tsx) and the library's other series,
// chart kinds and plugins can be left out of it.
export { createChart, CandlestickSeries, HistogramSeries } from 'lightweight-charts';
