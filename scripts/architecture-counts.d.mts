// Types of scripts/architecture-counts.mjs for the TypeScript side (tests/architecture.test.ts).

/** The name of the endpoint-literal figure (a key of architectureCounts()). */
export declare const ENDPOINT_COUNT: string;

/** Every count, by name: the hits (`path:line` or files) behind each figure. */
export declare function architectureCounts(): Record<string, string[]>;

/** Lines of `files` (absolute paths) with an endpoint path literal, as `path:line`. */
export declare function endpointLiterals(files: readonly string[]): string[];
