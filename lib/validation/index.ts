// Validation of the account forms: messages, normalisation, validators, zod schemas, resolver.

export * from './messages';
export * from './normalize';
export * from './resolver';
export * from './rules';
export * from './schemas';
