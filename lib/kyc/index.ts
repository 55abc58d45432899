// KYC rules (身份认证, cn/kyc): levels, the progress steps, the basic form's rules, the
// documents and their signed upload paths, who verifies how, and the equity figures.

export * from './documents';
export * from './entry';
export * from './equity';
export * from './identity';
export * from './levels';
export * from './progress';
