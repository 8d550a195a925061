import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { isVisitorPath } from './src/shared/visitorRoutes.js';
import { borrowedEn } from './vite.visitor.config.js';

/**
 * `npm run dev`: the server sends visitor.html for the visitor pages and index.html for the areas;
 * the dev server does the same, so a visitor page opens in development as it does when built (on
 * React there: Preact stands in for it only in the visitor build).
 */
const visitorPagesInDev: Plugin = {
  name: 'visitor-pages-in-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.method === 'GET' && req.url && (req.headers.accept ?? '').includes('text/html') && isVisitorPath(req.url))
        req.url = '/visitor.html';
      next();
    });
  },
};

const apiPort = Number(process.env.PORT ?? 8080);

/** Component tests that replace a module with vi.mock: each runs with modules of its own. */
const MOCKING_FILES = [
  'src/client/areas/payments/CardPaymentComplete.test.tsx',
  'src/client/components/uploads/AttachmentUpload.test.tsx',
];

export default defineConfig({
  plugins: [react(), visitorPagesInDev],
  define: { __VISITOR_BORROWED_EN__: JSON.stringify(borrowedEn) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[a-z-]+|@tanstack)[\\/]/ },
            { name: 'phone', test: /node_modules[\\/](libphonenumber-js|mui-tel-input|country-flag-icons)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  test: {
    projects: [
      // Unit tests: in node where they need no page (shared and server code), in jsdom for the
      // client's components; a .ts file that needs a page says so (`@vitest-environment jsdom`).
      // `--project 'unit-*'` runs both. Two workers: this machine's two cores.
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/unit-zone.ts'],
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['src/**/*.test.tsx'],
          exclude: MOCKING_FILES,
          environment: 'jsdom',
          setupFiles: ['tests/setup/unit.ts'],
          // Above Testing Library's wait limit (tests/setup/unit.ts), so a wait that never ends says what it waited for.
          testTimeout: 30_000,
          maxWorkers: 2,
          // One page and one module graph per worker, not per file: importing MUI and react-admin
          // again for each file took two thirds of the project's time (185 s against 57 s, issue 18).
          // Each test leaves the page clean (tests/setup/unit.ts); the files that replace a module
          // (vi.mock) need modules of their own and run in the project below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom-mocks',
          include: MOCKING_FILES,
          environment: 'jsdom',
          setupFiles: ['tests/setup/unit.ts'],
          testTimeout: 30_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Two processes, each with its own copy of the demo seeded once for the run
          // (tests/setup/api-global.ts); the files of one process share its database and app.
          pool: 'forks',
          maxWorkers: 2,
          isolate: false,
          globalSetup: ['tests/setup/api-global.ts'],
          setupFiles: ['tests/setup/api-context.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
