// How scripts/serve.mjs starts the production server: never without this site's origin, and
// with the socket's peer recorded on every request (scripts/peer-address.mjs), over whatever
// a client sends in its place.

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

function serve(env: Record<string, string>) {
  // The check runs before anything starts, so the port is never bound.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '1', ...env };
  if (!('SITE_ORIGIN' in env)) delete childEnv.SITE_ORIGIN;
  delete childEnv.NODE_OPTIONS;
  return spawnSync(process.execPath, [join(ROOT, 'scripts/serve.mjs')], { env: childEnv, encoding: 'utf8', timeout: 20_000 });
}

describe('scripts/serve.mjs', () => {
  it('refuses to serve a production build without SITE_ORIGIN, saying so', () => {
    const result = serve({ MOCK: 'off' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SITE_ORIGIN must be this site');
  });

  it('refuses a SITE_ORIGIN that is not an origin', () => {
    const result = serve({ MOCK: 'off', SITE_ORIGIN: 'evil.example/path' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('got "evil.example/path"');
  });
});

describe('scripts/peer-address.mjs', () => {
  it('records the socket peer over a client-sent x-peer-address, and marks itself installed', () => {
    const script = `
      import http from 'node:http';
      const server = http.createServer((req, res) => res.end(JSON.stringify({ peer: req.headers['x-peer-address'], installed: globalThis[Symbol.for('app.peer-address.installed')] })));
      server.listen(0, '127.0.0.1', async () => {
        const response = await fetch('http://127.0.0.1:' + server.address().port + '/', { headers: { 'x-peer-address': '203.0.113.7' } });
        process.stdout.write(await response.text());
        server.close();
      });`;
    const result = spawnSync(process.execPath, [`--import=${pathToFileURL(join(ROOT, 'scripts/peer-address.mjs')).href}`, '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ peer: '127.0.0.1', installed: true });
  });
});
