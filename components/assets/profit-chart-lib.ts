// The chart library's parts the profit chart draws with, imported by name and loaded lazily
// (profit-chart.tsx) so the overview's first scripts do not carry the library.
export { createChart, BaselineSeries } from 'lightweight-charts';
