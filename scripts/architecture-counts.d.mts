// Types of scripts/architecture-counts.mjs for the TypeScript side (tests/architecture.test.ts).

/** The name of the endpoint-literal figure (a key of architectureCounts()). */
export declare const ENDPOINT_COUNT: string;

export declare const ADAPTER_COUNT: string;
export declare const INVALIDATION_COUNT: string;
export declare const SUBMIT_GUARD_COUNT: string;
export declare const INLINE_HANDLER_COUNT: string;
/** The figures that must stay at zero. */
export declare const ZERO_COUNTS: readonly string[];

/** Lines (`path:line`) defining a converter between two UI shapes of a wallet idea. */
export declare function adapters(files: readonly string[]): string[];
/** Lines that invalidate cached data by hand or hand a form keys to invalidate. */
export declare function invalidationLists(files: readonly string[]): string[];
/** Lines that set a flag against a second submit (outside the shared guard). */
export declare function submitGuards(files: readonly string[]): string[];
/** Files with an MSW handler on a spelled-out URL. */
export declare function inlineHandlers(files: readonly string[]): string[];

/** Every count, by name: the hits (`path:line` or files) behind each figure. */
export declare function architectureCounts(): Record<string, string[]>;

/** Lines of `files` (absolute paths) with an endpoint path literal, as `path:line`. */
export declare function endpointLiterals(files: readonly string[]): string[];
