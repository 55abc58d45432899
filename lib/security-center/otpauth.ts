// The otpauth URI an authenticator app scans (Key Uri Format): otpauth://totp/<issuer>:<account>
// ?secret=…&issuer=…; the label's parts and the issuer are URI-encoded, the base32 secret is not.

export interface OtpauthInput {
  issuer: string;
  account: string;
  secret: string;
}

export function otpauthUri({ issuer, account, secret }: OtpauthInput): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secret.replace(/\s+/g, '').toUpperCase()}&issuer=${encodeURIComponent(issuer)}`;
}

/** The secret in groups of four for reading and typing by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
