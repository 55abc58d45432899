import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS, CONTRACT_MODULES } from '@/lib/contracts/registry';

const ROOT = join(process.cwd(), 'lib/contracts');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('the contract registry', () => {
  it('holds every module that declares a call, so the gateway finds every contract', () => {
    const declaring = files(ROOT)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('define.ts') && !file.endsWith('registry.ts'))
      .filter((file) => /\bdefineCall\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file).replace(/\.ts$/, '').replace(/\/index$/, ''));
    const registered = Object.keys(CONTRACT_MODULES);
    // uc/* modules are spread into the uc index's UC_CALLS.
    expect(declaring.filter((name) => !name.startsWith('uc/')).sort()).toEqual(registered.sort());
  });

  it('lists each contract once, with a path pattern and a family', () => {
    expect(ALL_CALLS.length).toBeGreaterThan(150);
    expect(new Set(ALL_CALLS).size).toBe(ALL_CALLS.length);
    for (const call of ALL_CALLS) expect(call.pattern).toMatch(/^\//);
  });
});
