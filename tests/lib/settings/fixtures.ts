// Reads the shared protocol fixtures (a sibling folder of the repository).

import { readFileSync } from 'node:fs';

const FIXTURES_URL = new URL('../../../../shared/protocol/fixtures/', import.meta.url);

export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, FIXTURES_URL), 'utf8')) as unknown;
}

/** The `data` list of a settings fixture, each item a plain record. */
export function fixtureRecords(name: string): Record<string, unknown>[] {
  const envelope = readFixture(name) as { data?: unknown };
  if (!Array.isArray(envelope.data)) throw new Error(`${name} has no data list`);
  return envelope.data as Record<string, unknown>[];
}
