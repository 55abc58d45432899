// The record list components. Screens on the exchange page import the one file they use
// (e.g. ./data-table), so a bundle never carries the filter bar or the pager it does not show.

export * from './data-table';
export * from './export-csv-button';
export * from './filter-bar';
export * from './pagination';
