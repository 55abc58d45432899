// The finance records' rules: tabs and their requests, labels and states, paging, CSV, export.

export * from './csv';
export * from './export';
export * from './labels';
export * from './paging';
export * from './tabs';
export * from './types';
