import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { attachRequired, createDraft, current, markPaid, newCitizen, step, tokenOf } from './app-support.js';
import { itWorksOnlyAtItsLevel } from './chain-scopes.js';
import { call, signIn, testContext, userRowByEmail } from './helpers.js';
import { registerEntry } from './letter-support.js';
import { freshId } from './notice-support.js';

/** A divorce return of the demo court, submitted and paid: waiting at the officer. */
async function submittedReturn(app: FastifyInstance) {
  const session = await signIn(app, 'court@demo.test');
  const applicant = {
    token: session.token,
    userId: (await userRowByEmail('court@demo.test')).id,
    email: 'court@demo.test',
  };
  const entry = await registerEntry(freshId());
  const draft = await createDraft(app, applicant.token, 'DIVORCE_RETURN', {
    caseNumber: `MILIMANI DIVORCE CAUSE NO. E${freshId().slice(0, 3)} OF 2025`,
    court: 'High Court at Nairobi',
    decreeAbsoluteDate: '2026-01-10',
    registrationNumber: entry.registrationNumber,
  });
  await attachRequired(draft.id);
  const submitted = await step(app, applicant.token, draft.id, 'submit');
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  if ((await current(draft.id)).status === 'Payment_Confirmation') await markPaid(draft.id);
  return { applicant, id: draft.id };
}

describe('DIVORCE_RETURN: every role at both levels', () => {
  itWorksOnlyAtItsLevel({
    chain: ['OFFICER', 'DIRECTOR'],
    submitted: submittedReturn,
    readers: { OFFICER: 200, DIRECTOR: 200, REGISTRAR_GENERAL: 200, MINISTER: 404, ADMIN: 200, FINANCE: 404 },
  });

  it('a church cannot file one, nor read or change the court’s; a citizen neither', async () => {
    const { app } = await testContext();
    const { id } = await submittedReturn(app);
    const church = await tokenOf(app, 'church@demo.test');
    const refused = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: church,
      payload: { serviceCode: 'DIVORCE_RETURN', formData: {} },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a court can file a divorce return');
    expect((await call(app, { method: 'GET', url: `/api/applications/${id}`, token: church })).status).toBe(404);
    expect((await step(app, church, id, 'withdraw')).status).toBe(404);
    const citizen = await newCitizen(app);
    expect((await call(app, { method: 'GET', url: `/api/applications/${id}`, token: citizen.token })).status).toBe(404);
    expect(
      (await call(app, { method: 'GET', url: '/api/divorce-returns/entries?partyName=Kamau', token: citizen.token }))
        .status,
    ).toBe(403);
    // The church's list of applications holds none of the court's.
    const list = await call(app, {
      method: 'GET',
      url: `/api/applications?range=${encodeURIComponent('[0,199]')}`,
      token: church,
    });
    expect(list.status).toBe(200);
    expect((list.body as { id: string }[]).map((a) => a.id)).not.toContain(id);
    expect((await current(id)).status).toBe('Submitted');
  });

  it('the minister and finance staff cannot look entries up for a divorce return', async () => {
    const { app } = await testContext();
    for (const email of ['minister@demo.test', 'finance@demo.test']) {
      expect(
        (
          await call(app, {
            method: 'GET',
            url: '/api/divorce-returns/entries?partyName=Kamau',
            token: await tokenOf(app, email),
          })
        ).status,
      ).toBe(403);
    }
  });
});
