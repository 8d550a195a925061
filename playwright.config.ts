import { defineConfig, devices } from '@playwright/test';

/** The first server's port; worker n talks to the server on port + n (tests/e2e/fixtures.ts). */
const port = Number(process.env.E2E_PORT ?? 8181);
/** Two workers, each with a server of its own over its own copy of the demo (docs/testing.md). */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers,
  // No retry: a test is green by design, never by a second try (docs/testing.md). E2E_RETRIES=1
  // while hunting a flake shows it as "flaky" instead of failed.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Two minutes a test: the tours (several pages, each checked with axe, at two widths) take more
  // than one on a busy two-core machine with two browsers and two servers (docs/testing.md); a test
  // that truly hangs still fails, on the wait that names what it waited for.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace unless asked (E2E_TRACE=retain-on-failure while hunting a failure): recording one
    // snapshots the page at every step of every test, about a third of a sweep test's time on a
    // two-core machine (docs/testing.md); a failure still leaves its error-context.md page snapshot.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'retain-on-failure',
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: workers }, (_, n) => ({
    command: 'node scripts/e2e-server.mjs',
    env: { E2E_PORT: String(port + n) },
    url: `http://127.0.0.1:${port + n}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
