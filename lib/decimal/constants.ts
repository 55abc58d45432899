// Section 9: display precisions when the settings data gives none.

/** "Generally 8." */
export const DEFAULT_PRECISION = 8;

/** "Price 2, amount 4, total 8, fee 8 in some places." */
export const PRECISION_DEFAULTS = { price: 2, amount: 4, total: 8, fee: 8 } as const;

/** "Formatting truncates to 18 characters unless told otherwise." */
export const DEFAULT_MAX_LENGTH = 18;

/** "Percent display caps at 100." */
export const PERCENT_CAP = 100;
