import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 21, done means 1: a route file declares its routes and who may call them; the SQL lives in
 * the module's service or repository. The lint rule (scripts/lint/layer-rules.mjs, run by npm run
 * lint over src/server) keeps it so: these files are linted with it alone.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function lint(source: string): { ok: boolean; output: string } {
  const file = path.join(dir, `case-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const config = path.join(dir, 'oxlintrc.json');
  writeFileSync(
    config,
    JSON.stringify({
      jsPlugins: [path.join(root, 'scripts/lint/layer-rules.mjs')],
      categories: { correctness: 'off', suspicious: 'off' },
      rules: { 'layers/no-sql-in-routes': 'error' },
    }),
  );
  const run = spawnSync(path.join(root, 'node_modules/.bin/oxlint'), ['-c', config, file], { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const ROUTE = `
import type { FastifyInstance } from 'fastify';
export default async function routes(app: FastifyInstance) {
  app.get('/things/:id', { onRequest: app.authenticate }, async (request) => QUERY);
}
`;

describe('the layer rule: no SQL in a route file', () => {
  it('refuses a route file that imports drizzle or the schema, or queries the database', () => {
    const imports = lint(`import { eq } from 'drizzle-orm';\n${ROUTE.replace('QUERY', 'eq')}`);
    expect(imports.ok).toBe(false);
    expect(imports.output).toContain("A route file imports drizzle-orm: move the query into the module's service");
    const schema = lint(`import { users } from '../../db/schema/index.js';\n${ROUTE.replace('QUERY', 'users')}`);
    expect(schema.ok).toBe(false);
    expect(schema.output).toContain('A route file imports ../../db/schema/index.js');
    const query = lint(ROUTE.replace('QUERY', 'app.db.select()'));
    expect(query.ok).toBe(false);
    expect(query.output).toContain('A route file queries the database (db.select)');
  });

  it("accepts a route file that hands the work to its service, and a service's SQL", () => {
    expect(lint(ROUTE.replace('QUERY', 'service.detail(request.params)')).ok).toBe(true);
    // A type from drizzle or the schema says nothing of a query.
    expect(lint(`import type { SQL } from 'drizzle-orm';\n${ROUTE.replace('QUERY', 'null as SQL | null')}`).ok).toBe(
      true,
    );
    const service = `import { eq } from 'drizzle-orm';\nexport const byId = (db: any, id: string) => db.select().where(eq(id, id));\n`;
    expect(lint(service).ok).toBe(true);
  });
});
