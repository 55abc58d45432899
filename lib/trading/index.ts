// Trading rules of the order form and the orders panel.

export * from './confirm';
export * from './csv';
export * from './fees';
export * from './input-messages';
export * from './margin';
export * from './order-access';
export * from './order-input';
export * from './orders';
export * from './order-display';
export * from './payload';
export * from './preferences';
export * from './types';
