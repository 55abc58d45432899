// The shared protocol fixtures (a sibling folder of the repository) and a gzip helper that
// frames them the way the market feed sends them.

import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzip } from 'pako';

const FIXTURES_URL = new URL('../../../../shared/protocol/fixtures/', import.meta.url);

export function marketFixtureNames(): string[] {
  return readdirSync(fileURLToPath(FIXTURES_URL))
    .filter((name) => /^ws_.*\.json$/.test(name))
    .sort();
}

/** The raw text, so that numbers such as the 1e26 trade id reach the decoder untouched. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(name, FIXTURES_URL), 'utf8');
}

export function fixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(fixtureText(name)) as T;
}

export function gzipFrame(message: unknown): Uint8Array {
  return gzip(typeof message === 'string' ? message : JSON.stringify(message));
}
