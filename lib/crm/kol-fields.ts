// What the KOL application asks (the spec leaves the fields open: "KOL application fields: not
// shown"). The keys are fixed; the form configuration the crm service sends gives each field's
// label, whether it is required, its limits, placeholder and hint, and the order, so the copy
// can change without a release. Platforms and contact kinds are fixed lists the config labels.

export const KOL_FIELD_KEYS = ['name', 'contact', 'country', 'platforms', 'intro', 'shareCode'] as const;
export type KolFieldKey = (typeof KOL_FIELD_KEYS)[number];

export const KOL_CONTACT_TYPES = ['email', 'telegram', 'phone'] as const;
export type KolContactType = (typeof KOL_CONTACT_TYPES)[number];

export const KOL_PLATFORMS = ['youtube', 'x', 'telegram', 'tiktok', 'weibo', 'bilibili', 'douyin', 'discord'] as const;
export type KolPlatform = (typeof KOL_PLATFORMS)[number];

/** Follower counts are whole numbers up to ten digits (a billion is beyond any account). */
export const FOLLOWERS_MAX_DIGITS = 10;
/** Telegram user names: 5 to 32 letters, digits or underscores, the leading @ optional. */
export const TELEGRAM_HANDLE_PATTERN = /^@?[A-Za-z0-9_]{5,32}$/;
