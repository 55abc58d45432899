// The upload's pure checks and the browser image decoder.

export * from './decode';
export * from './rules';
