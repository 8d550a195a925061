import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/index.js';
import { FORM_OUT_OF_RULES } from '../../src/server/modules/applications/formValidation.js';
import { serviceByCode } from '../../src/shared/services.js';
import { applicationIn, current, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { expectNothingWritten, rowCounts, testContext } from './helpers.js';
import { walkTo } from './licence-support.js';

/**
 * The final approval acts on the form (it issues the report, enters marriages, …). A stored form the
 * service's rules no longer accept (saved under older rules, or written around the API, as a bulk
 * load once did) is refused with a 409 naming the fields, and nothing changes: never a 500.
 */
describe('the final approval of a form that no longer meets its rules', () => {
  it('answers 409 with the fields at fault, writes nothing, and approves once the form is right again', async () => {
    const { app, database } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'REGISTER_SEARCH', 'Submitted');
    const chain = serviceByCode('REGISTER_SEARCH')!.chain;
    const last = chain[chain.length - 1];
    await walkTo(app, id, last);
    const token = await tokenOf(app, STAFF[last as keyof typeof STAFF]);
    const claimed = (await current(id)).status === 'Submitted' ? (await step(app, token, id, 'claim')).status : 200;
    expect(claimed).toBe(200);

    const good = (await current(id)).formData as Record<string, unknown>;
    // The shape of an older form: the fields renamed, the district a number.
    await database.db
      .update(applications)
      .set({ formData: { name: 'Wanjiku Kamau', year: '2019', district: 47 } })
      .where(eq(applications.id, id));
    const before = await rowCounts();
    const refused = await step(app, token, id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(FORM_OUT_OF_RULES);
    expect(Object.keys(refused.body.errors)).toEqual(
      expect.arrayContaining(['formData.partyName', 'formData.district']),
    );
    await expectNothingWritten(before);
    expect((await current(id)).status).not.toBe('Approved');

    await database.db.update(applications).set({ formData: good }).where(eq(applications.id, id));
    const approved = await step(app, token, id, 'approve');
    expect(approved.status).toBe(200);
    expect((await current(id)).status).toBe('Approved');
  });
});
