// The send-code widget's pure logic: constants and labels, persistence, state machine, dedupe.

export * from './constants';
export * from './dedupe';
export * from './machine';
export * from './persistence';
