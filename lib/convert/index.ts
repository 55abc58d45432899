export * from './modes';
export * from './small-balance';
export * from './quote';
export * from './stand-alone';
