export * from './data-table';
export * from './export-csv-button';
export * from './filter-bar';
export * from './pagination';
