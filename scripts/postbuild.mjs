// The standalone server serves static files from its own folder: copy them in after a build.
import { cpSync, existsSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const standalone = `${root}.next/standalone`;
if (!existsSync(standalone)) {
  process.stderr.write('postbuild: .next/standalone is missing; did next build run?\n');
  process.exit(1);
}
for (const [from, to] of [
  [`${root}public`, `${standalone}/public`],
  [`${root}.next/static`, `${standalone}/.next/static`],
]) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
