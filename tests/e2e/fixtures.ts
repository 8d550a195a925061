import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The first e2e server's port; worker n of the run talks to the server on port + n (playwright.config.ts). */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * The specs' `test`: each Playwright worker has a server of its own, over its own copy of the demo
 * (docs/testing.md), so the files that run side by side never see each other's changes. The worker's
 * slot (parallelIndex, 0 or 1, kept by a worker restarted after a failure) picks its server.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // oxlint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${E2E_BASE_PORT + testInfo.parallelIndex}`);
  },
});
