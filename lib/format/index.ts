// Display formatting shared by every screen: times and the empty placeholder.

export * from './placeholder';
export * from './time';
export * from './bidi';
