import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 21, done means 1: a route file declares its routes and who may call them; the SQL lives in
 * the module's service or repository (scripts/lint/layer-rules.mjs, run by npm run lint over
 * src/server). On the client an answer is checked against its contract, never cast, and data is not
 * fetched in an effect (scripts/lint/client-rules.mjs, over src/client with the visitor app). Each
 * case is linted with its rule alone.
 */
const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function lint(source: string, rule = 'layers/no-sql-in-routes'): { ok: boolean; output: string } {
  const name = `case-${Math.random().toString(36).slice(2)}`;
  const file = path.join(dir, `${name}.tsx`);
  writeFileSync(file, source);
  const config = path.join(dir, `${name}.json`);
  const plugin = rule.startsWith('client/') ? 'client-rules.mjs' : 'layer-rules.mjs';
  writeFileSync(
    config,
    JSON.stringify({
      jsPlugins: [path.join(root, 'scripts/lint', plugin)],
      categories: { correctness: 'off', suspicious: 'off' },
      rules: { [rule]: 'error' },
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

// Each check runs the linter as a process: on a busy machine several take more than vitest's 5 s.
describe('the layer rule: no SQL in a route file', { timeout: 60_000 }, () => {
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

describe("the client's rules: answers checked, data not fetched in effects", { timeout: 60_000 }, () => {
  it('refuses an answer cast to a type, in the areas and in the visitor app alike', () => {
    const cast = lint(`const notice = await getApi<Notice>('/notices/1');`, 'client/no-cast-answers');
    expect(cast.ok).toBe(false);
    expect(cast.output).toContain("getApi<T> casts the answer: use getData with the route's contract");
    const posted = lint(`const done = await postApi<Done>('/things', {});`, 'client/no-cast-answers');
    expect(posted.ok).toBe(false);
    expect(lint(`const notice = await getData('/notices/1', noticeSchema);`, 'client/no-cast-answers').ok).toBe(true);
    // A fetched body cast by hand is the same cast.
    const body = lint(
      `const rows = (await httpClient('/api/districts')).json as District[];`,
      'client/no-cast-answers',
    );
    expect(body.ok).toBe(false);
    expect(body.output).toContain("An answer's body cast to a type");
    expect(
      lint(`const { json } = await httpClient(url);\nconst row = json as Draft;`, 'client/no-cast-answers').ok,
    ).toBe(false);
    expect(lint(`const rows = await getRecord<Row[]>('/rows');`, 'client/no-cast-answers').ok).toBe(false);
  });

  it('refuses an effect that fetches, whichever client it calls; accepts the hooks that read', () => {
    for (const call of ["fetch('/api/prices')", "getData('/prices', (c) => c.prices)", "getList('/districts', pick)"]) {
      const effect = lint(`useEffect(() => { ${call}.then(setPrices); }, []);`, 'client/no-fetch-in-effect');
      expect(effect.ok, call).toBe(false);
      expect(effect.output).toContain('This effect fetches');
    }
    const hook = `const prices = useAnswer('prices', () => getData('/prices', (c) => c.prices));\nuseEffect(() => { document.title = 'Prices'; }, []);`;
    expect(lint(hook, 'client/no-fetch-in-effect').ok).toBe(true);
    expect(
      lint(
        `const q = useQuery({ queryKey: ['p'], queryFn: () => getData('/prices', s) });`,
        'client/no-fetch-in-effect',
      ).ok,
    ).toBe(true);
  });
});
