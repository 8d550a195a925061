import { and } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { applications } from '../src/server/db/schema/index.ts';
import { listQueries, filterConditions } from '../src/server/modules/applications/repository.ts';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/bench' });
const caller = { userId: '11111111-1111-4111-8111-111111111111', sessionId: 'x', accountType: 'BACKOFFICE', staffRole: 'OFFICER', district: null, organisationId: null, idNumber: null } as any;
const filter = { section: 'marital-status', stage: 'OFFICER', status: ['Submitted', 'Pending'] };
const sort = { field: 'slaDueAt', order: 'ASC' } as const;
const t0 = (name: string, f: () => unknown) => { for (let i = 0; i < 500; i++) f(); const t = performance.now(); for (let i = 0; i < 3000; i++) f(); console.log(name.padEnd(30), ((performance.now() - t) / 3000 * 1000).toFixed(0), 'µs'); };
for (let r = 0; r < 2; r++) {
t0('filterConditions', () => filterConditions(caller, filter as any, new Date()));
t0('builders only', () => listQueries(database.db, caller, filter as any, sort, [0, 24], new Date()));
t0('rows toSQL', () => listQueries(database.db, caller, filter as any, sort, [0, 24], new Date()).rows.toSQL());
t0('count toSQL', () => listQueries(database.db, caller, filter as any, sort, [0, 24], new Date()).count.toSQL());
t0('simple select toSQL', () => database.db.select().from(applications).where(and(...filterConditions(caller, filter as any, new Date()))).toSQL());
}
await database.close();
