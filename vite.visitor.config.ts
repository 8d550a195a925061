import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { noticesEn } from './src/client/i18n/notices.en.js';
import { verifyServiceWorkerSource } from './src/client/visitor/verifyServiceWorker.js';

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

/**
 * Writes verify-sw.js, the service worker that keeps /verify for checks without a network, with the
 * files /verify needs: the entry's scripts and styles and what they import, and the chunks of the QR
 * check and its decoder (dynamic imports, loaded when the page shows or a photo is read).
 */
function verifyServiceWorker(): Plugin {
  return {
    name: 'verify-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const outputs = new Map(Object.values(bundle).map((output) => [output.fileName, output]));
      const wanted = new Set<string>();
      const add = (fileName: string) => {
        const output = outputs.get(fileName);
        if (!output || wanted.has(fileName)) return;
        wanted.add(fileName);
        if (output.type !== 'chunk') return;
        for (const imported of output.imports) add(imported);
        for (const css of output.viteMetadata?.importedCss ?? []) add(css);
        for (const asset of output.viteMetadata?.importedAssets ?? []) add(asset);
      };
      for (const output of outputs.values()) {
        if (output.type !== 'chunk') continue;
        if (output.isEntry || output.moduleIds.some((id) => /sealCheck|qrDecode|[\\/]jsqr[\\/]/.test(id)))
          add(output.fileName);
      }
      const files = [...wanted].sort().map((file) => `/${file}`);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'verify-sw.js', source: verifyServiceWorkerSource(files, version) });
    },
  };
}

export default defineConfig({
  plugins: [verifyServiceWorker()],
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
