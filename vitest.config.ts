import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Next resolves server-only to an empty module on the server (react-server condition) and
      // fails the build when a client bundle imports it; the tests import server modules directly.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    // next/link reads the build's trailingSlash setting from here (next.config.mjs sets it).
    env: { __NEXT_TRAILING_SLASH: 'true' },
    testTimeout: 15000,
    // Vitest's default is one worker fewer than the cores, which on these two-core machines is a
    // single worker with a core idle: one per core halves the unit run (538 s to 290 s measured).
    maxWorkers: Math.max(2, availableParallelism()),
    // As Playwright does in CI: one retry, so a test starved on a loaded two-core machine
    // does not fail the run; a test that fails twice still does.
    retry: process.env.CI ? 1 : 0,
  },
});
