// The upload's pure checks, the server-side signature sniffing and the browser image decoder.

export * from './decode';
export * from './rules';
export * from './sniff';
