// The trading screens declare no mutation of their own: order place and cancel, cancel-all, ETP
// and prime submits are hooks in queries/ that own their reloads and failure wording, and the
// double-submit guard is the shared useGuardedAction, not a ref per form.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(process.cwd(), 'components', 'trading');
const files = readdirSync(DIR).filter((name) => /\.tsx?$/.test(name));
const source = (name: string) => readFileSync(join(DIR, name), 'utf8');

describe('components/trading', () => {
  it('contains no invalidateQueries and no invalidates list', () => {
    expect(files.filter((name) => /invalidateQueries|invalidates=/.test(source(name)))).toEqual([]);
  });

  it('calls no placing or cancelling service directly', () => {
    const direct = /\b(placeFor|placeOrder|cancelOrder|cancelAllOrders|placeEtpTrade|placePrimeOrder)\(/;
    expect(files.filter((name) => direct.test(source(name)))).toEqual([]);
  });

  it('keeps no hand-rolled double-submit ref', () => {
    expect(files.filter((name) => /inFlight|submitting\.current/.test(source(name)))).toEqual([]);
  });
});
