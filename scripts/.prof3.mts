import { openDatabase } from '../src/server/db/client.ts';
import { listQueries } from '../src/server/modules/applications/repository.ts';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/bench' });
const caller = { userId: '11111111-1111-4111-8111-111111111111', sessionId: 'x', accountType: 'BACKOFFICE', staffRole: 'OFFICER', district: null, organisationId: null, idNumber: null } as any;
const filter = { section: 'marital-status', stage: 'OFFICER', status: ['Submitted', 'Pending'] };
const sort = { field: 'slaDueAt', order: 'ASC' } as const;
for (let r = 0; r < 3; r++) {
  let t = performance.now();
  for (let i = 0; i < 2000; i++) { const q = listQueries(database.db, caller, filter as any, sort, [0, 24], new Date()); q.rows.toSQL(); q.count.toSQL(); }
  console.log('build both SQL µs', ((performance.now() - t) / 2000 * 1000).toFixed(0));
  t = performance.now();
  for (let i = 0; i < 2000; i++) { JSON.stringify(Array.from({ length: 25 }, (_, k) => ({ id: 'x'.repeat(36), reference: 'MSL-2026-000123', trackingId: 'ABCDEFGHJKLMNPQR', serviceCode: 'MARITAL_STATUS_LETTER', status: 'Submitted', stage: 'OFFICER', applicantId: 'x'.repeat(36), applicantName: 'Wanjiku Kamau', organisationId: null, district: '047', partyNames: '', assigneeId: null, assigneeName: null, slaDueAt: new Date(), version: 3, submittedAt: new Date(), decidedAt: null, createdAt: new Date(), updatedAt: new Date(), overdue: true }))); }
  console.log('stringify 25 rows µs', ((performance.now() - t) / 2000 * 1000).toFixed(0));
}
await database.close();
