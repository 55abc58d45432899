/** Flags Chromium needs on these machines (see chromium.mjs). */
export declare const CHROMIUM_FLAGS: string[];
/** CHROME_PATH, else Debian's Chromium; null when none is installed. */
export declare function chromiumPath(): string | null;
