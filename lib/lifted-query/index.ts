// Pure rules of 解冻查询: the case states with their labels and next steps, and the lookup.

export * from './lookup';
export * from './states';
