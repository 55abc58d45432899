// The risk-captcha rules without React: constants, image-captcha input rules, the type switch,
// result payloads and the verification errors.

export * from './constants';
export * from './errors';
export * from './image-captcha';
export * from './payload';
export * from './switch';
