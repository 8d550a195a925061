import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { listApplications, listQueries } from '../src/server/modules/applications/repository.ts';
const url = 'postgres://postgres@127.0.0.1:5432/bench';
const database = await openDatabase({ url });
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/marriages-bench', JWT_SECRET: randomBytes(48).toString('base64url'), AUTH_RATE_LIMIT: '10000', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { phoneOrEmail: 'bench-officer@bulk.test', password: 'Demo!2026pass' } });
const rt = login.json().data.refreshToken;
const token = (await app.inject({ method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken: rt } })).json().data.token;
const [u] = (await database.db.execute(sql`select id from users where email='bench-officer@bulk.test'`)).rows as any[];
const caller = { userId: u.id, sessionId: 'x', accountType: 'BACKOFFICE', staffRole: 'OFFICER', district: null, organisationId: null, idNumber: null } as any;
const filter = { section: 'marital-status', stage: 'OFFICER', status: ['Submitted', 'Pending'] };
const sort = { field: 'slaDueAt', order: 'ASC' } as const;
const listUrl = `/api/applications?${new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify(['slaDueAt', 'ASC']), range: '[0,24]' })}`;
const pool = new pg.Pool({ connectionString: url, max: 10 });
const q = listQueries(database.db, caller, filter as any, sort, [0, 24], new Date());
const rows = q.rows.toSQL(), count = q.count.toSQL();
const time = async (name: string, f: () => Promise<unknown>, n = 200) => {
  for (let i = 0; i < 20; i++) await f();
  const xs: number[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); await f(); xs.push(performance.now() - t); }
  xs.sort((a, b) => a - b);
  console.log(name.padEnd(28), 'p50', xs[n / 2 | 0].toFixed(2), 'p95', xs[Math.floor(n * 0.95)].toFixed(2));
};
for (let round = 0; round < 2; round++) {
await time('bare rows', () => pool.query(rows.sql, rows.params));
await time('bare count', () => pool.query(count.sql, count.params));
await time('bare both', () => Promise.all([pool.query(rows.sql, rows.params), pool.query(count.sql, count.params)]));
await time('drizzle rows', () => listQueries(database.db, caller, filter as any, sort, [0, 24], new Date()).rows);
await time('drizzle both (listApps)', () => listApplications(database.db, caller, filter as any, sort, [0, 24], new Date()));
await time('bare session check', () => pool.query('select u.id from sessions s join users u on u.id = s.user_id where s.id = $1 and s.user_id = $2 and s.revoked_at is null limit 1', ['00000000-0000-4000-8000-000000000000', u.id]));
await time('inject /api/users/me', () => app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: token } }));
await time('inject list', () => app.inject({ method: 'GET', url: listUrl, headers: { authorization: token } }));
}
await app.close(); await pool.end(); await database.close();
