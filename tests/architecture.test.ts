// The architecture counts as a test: an endpoint path written outside lib/contracts (a service,
// a mock handler, a test) fails the suite, so every call keeps one declaration.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adapters, architectureCounts, ENDPOINT_COUNT, endpointLiterals, inlineHandlers, invalidationLists, submitGuards, ZERO_COUNTS } from '../scripts/architecture-counts.mjs';

describe('architecture counts', () => {
  it('finds no endpoint path literal outside the contract modules', () => {
    const counts = architectureCounts();
    expect(Object.keys(counts)).toContain(ENDPOINT_COUNT);
    expect(counts[ENDPOINT_COUNT]).toEqual([]);
  });

  it('finds no adapter between wallet vocabularies, no invalidation list in a component, no hand-rolled submit guard and no test handler on a spelled-out path', () => {
    const counts = architectureCounts();
    for (const name of ZERO_COUNTS) {
      expect(Object.keys(counts)).toContain(name);
      expect({ [name]: counts[name] }).toEqual({ [name]: [] });
    }
  });

  describe('what counts as an endpoint literal', () => {
    const dir = mkdtempSync(join(tmpdir(), 'endpoint-literals-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    /** Samples spell each slash as `~`, so that this file holds no endpoint literal itself. */
    function hitsIn(lines: readonly string[]): number[] {
      const file = join(dir, 'sample.ts');
      writeFileSync(file, lines.map((line) => line.replaceAll('~', '/')).join('\n'));
      return endpointLiterals([file]).map((hit) => Number(hit.slice(hit.lastIndexOf(':') + 1)));
    }

    it('counts a path at the start of a literal, after an interpolation, a gateway prefix or an origin with a family', () => {
      const lines = [
        "get('pro', '~v1~account~accounts');",
        'http.get(`${BASE}~v2~favorite~pairs`, handler);',
        "fetch('http:~~localhost~-~x~uc~uc~open~login~check');",
        'fetch(`${server.origin}~uc~uc~open~user~get`);',
        "fetch('http:~~127.0.0.1:4010~pro~v1~users~me');",
        "get('dm', '~heartbeat~');",
        "get('swap', '~swap-api~v1~swap_contract_info');",
        "get('pro', '~market~depth');",
      ];
      expect(hitsIn(lines)).toEqual(lines.map((_, index) => index + 1));
    });

    it('leaves out control-API routes, comments, module specifiers, prose and third-party URLs', () => {
      const lines = [
        "control(server, 'POST', '~market~heartbeat', { enabled: false });",
        "fetch('http:~~localhost:4010~__control~market~heartbeat');",
        '~~ GET ~v1~account~accounts answers the accounts',
        " * the pro family's ~v1~order~orders~place",
        "import { fetchTickers } from '@~services~market~tickers';",
        "it('GETs ~market~tickers on the pro family', run);",
        "loadScript('https:~~static.geetest.com~v4~gt4.js');",
        "export * from '.~heartbeat';",
      ];
      expect(hitsIn(lines)).toEqual([]);
    });
  });

  describe('the one-model counts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'one-model-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    /** The 1-based lines of a sample file that `count` reports. */
    function linesFound(count: (files: readonly string[]) => string[], lines: readonly string[]): number[] {
      const file = join(dir, 'sample.tsx');
      writeFileSync(file, lines.join('\n'));
      return count([file]).map((hit) => Number(hit.slice(hit.lastIndexOf(':') + 1)));
    }

    it('counts converters between UI shapes, not the parse of the wire', () => {
      const lines = [
        'export function toRuleChain(chain: ChainInfo): RuleChain {',
        'function toWalletCurrency(currency: DepositCurrency): WalletCurrency {',
        'const toBookEntryFromForm = (values: FormValues) => ({});',
        'export function toBookEntry(raw: calls.RawWithdrawAddress): BookEntry {',
        'export function toChain(raw: unknown): Chain | null {',
        'export function toWithdrawQuota(raw: calls.RawWithdrawQuota): WithdrawQuota {',
      ];
      expect(linesFound(adapters, lines)).toEqual([1, 2, 3]);
    });

    it('counts invalidations written in a component, not a hook being called', () => {
      const lines = [
        'void client.invalidateQueries({ queryKey: recordsKeys.all });',
        'invalidates={[withdrawAddressKeys.all]}',
        'void invalidateAfterConversion(client);',
        'client.removeQueries({ queryKey: k });',
        'const cancel = useCancelWithdraw();',
        'mutation={cancel}',
      ];
      expect(linesFound(invalidationLists, lines)).toEqual([1, 2, 3, 4]);
    });

    it('counts a flag set against a second submit, not the shared guard', () => {
      const lines = [
        'inFlight.current = true;',
        'busy.current = true;',
        'submittingRef.current = true;',
        'const onSubmit = useGuardedSubmit(form.handleSubmit, mutation);',
        'setOpen(true);',
      ];
      expect(linesFound(submitGuards, lines)).toEqual([1, 2, 3]);
    });

    it('counts a test handler on a spelled-out URL, not one on its contract', () => {
      const found = (line: string) => inlineHandlers([(writeFileSync(join(dir, 'handler.test.ts'), line), join(dir, 'handler.test.ts'))]).length;
      expect(found('server.use(http.post(`${ORDERS}/*`, resolver));')).toBe(1);
      expect(found("server.use(http.get('*', resolver));")).toBe(1);
      expect(found('server.use(onCall(calls.placeOrder, resolver));')).toBe(0);
      expect(found('server.use(http.get(`${base(\'pro\')}${tickers.path()}`, resolver));')).toBe(0);
    });
  });
});
