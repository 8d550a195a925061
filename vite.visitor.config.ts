import path from 'node:path';
import { defineConfig } from 'vite';
import { noticesEn } from './src/client/i18n/notices.en.js';

/**
 * The visitor pages' own build (visitor.html): Preact through preact/compat in place of React, no
 * MUI or react-admin in the first view, written beside the areas' build in dist/client.
 */
const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * English words the visitor pages take from the areas' message modules, picked here at build time:
 * those modules import form rules (zod) and whole form catalogues the visitor pages must not carry.
 * (The services' names and descriptions come from the catalogue, which the visitor pages import.)
 */
export const borrowedEn = {
  notices: { board: noticesEn.board, objection: noticesEn.objection },
};

export default defineConfig({
  define: { __VISITOR_BORROWED_EN__: JSON.stringify(borrowedEn) },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-admin$/, replacement: path.join(here, 'src/client/visitor/raShim.ts') },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    sourcemap: false,
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      input: { visitor: path.join(here, 'visitor.html') },
      // MUI's "use client" markers (in the telephone field's chunk) mean nothing in a browser bundle.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
