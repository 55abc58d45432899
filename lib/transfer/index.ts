export * from './kinds';
export * from './amount';
export * from './route';
export * from './params';
export * from './point';
