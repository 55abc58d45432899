// The CLI entry: starts on MOCK_PORT/MOCK_HOST, logs its origin, exits cleanly on SIGTERM.

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
});

function firstLine(process: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    process.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const end = output.indexOf('\n');
      if (end >= 0) resolve(output.slice(0, end));
    });
    process.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
  });
}

describe('mocks/main.ts', () => {
  it('serves on the configured host and port and exits with 0 on SIGTERM', async () => {
    // process.execPath is the Node running Vitest; tsx resolves the @/ alias from tsconfig.
    child = spawn(process.execPath, ['--import', 'tsx', 'mocks/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, MOCK_PORT: '0', MOCK_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const line = await firstLine(child);
    const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line)?.[1];
    expect(origin).toBeDefined();

    const health = await fetch(`${origin}/__control/health`);
    expect(await health.json()).toEqual({ ok: true });

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
