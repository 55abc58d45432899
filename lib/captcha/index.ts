// The risk-captcha rules without React: constants, the type switch, result payloads and the
// verification errors. The image-captcha answer's rule is lib/validation's (validateImageCaptcha).

export * from './constants';
export * from './errors';
export * from './payload';
export * from './switch';
