import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, then those a module keeps of its own (src/server/modules/<m>/schema.ts).
  schema: ['./src/server/db/schema/index.ts', './src/server/modules/*/schema.ts'],
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
