// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditEvents, bookings, documents, invoices } from '../../src/server/db/schema/index.js';
import { deadlineAfter, nairobiToday, startOfNairobiDay } from '../../src/shared/dates.js';
import { attachRequired, createDraft, current, declareBoth, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { call, seededDemo, testContext } from './helpers.js';
import { issuedLetter, letterForm, submittedLetter } from './letter-support.js';
import { book, clearNotice, nextSlot, noticeForm, nowMs, publishedNotice } from './notice-support.js';

const ADDRESS = 'Kilimani Court, Flat 4B, Argwings Kodhek Road, Nairobi (opposite Yaya Centre)';
const withExtras = (
  form: Record<string, unknown>,
  items: { code: string; quantity: number }[],
  deliveryAddress: string | null = null,
) => ({ ...form, extras: { items, deliveryAddress } });

async function invoiceOf(applicationId: string) {
  const { database } = await testContext();
  const [invoice] = await database.db.select().from(invoices).where(eq(invoices.applicationId, applicationId));
  return invoice;
}

describe('issue 20 #4: the extras on the price list can be bought and are delivered', () => {
  it('a notice charges the extra certificates and courier delivery chosen on its form, one invoice line each', async () => {
    const { app } = await testContext();
    const couple = await newCitizen(app);
    const draft = await createDraft(
      app,
      couple.token,
      'MARRIAGE_NOTICE',
      withExtras(
        noticeForm(),
        [
          { code: 'EXTRA_MARRIAGE_CERTIFICATE', quantity: 2 },
          { code: 'COURIER_DELIVERY', quantity: 1 },
        ],
        ADDRESS,
      ),
    );
    await attachRequired(draft.id);
    await declareBoth(app, couple, draft.id);
    expect((await step(app, couple.token, draft.id, 'submit')).status).toBe(200);
    const row = await current(draft.id);
    expect(row.billables).toEqual([
      { code: 'EXTRA_MARRIAGE_CERTIFICATE', quantity: 2 },
      { code: 'COURIER_DELIVERY', quantity: 1 },
    ]);
    const invoice = await invoiceOf(draft.id);
    expect(invoice.lines.map((l) => [l.code, l.quantity, l.amount])).toEqual([
      ['MARRIAGE_NOTICE', 1, expect.any(Number)],
      ['EXTRA_MARRIAGE_CERTIFICATE', 2, 2100],
      ['COURIER_DELIVERY', 1, 600],
    ]);
    expect(invoice.amount).toBe(invoice.lines[0].amount + 2700);
    // The applicant reads what was bought and where it goes.
    const detail = await call(app, { method: 'GET', url: `/api/applications/${draft.id}`, token: couple.token });
    expect(detail.body.formData.extras).toEqual({
      items: [
        { code: 'EXTRA_MARRIAGE_CERTIFICATE', quantity: 2 },
        { code: 'COURIER_DELIVERY', quantity: 1 },
      ],
      deliveryAddress: ADDRESS,
    });
    expect(detail.body.dispatch).toBeNull();
  });

  it('refuses, changing nothing: courier without an address, an extra of another service, more than its most', async () => {
    const { app } = await testContext();
    const couple = await newCitizen(app);
    const cases: [unknown, Record<string, string>][] = [
      [
        withExtras(noticeForm(), [{ code: 'COURIER_DELIVERY', quantity: 1 }]),
        { 'formData.extras.deliveryAddress': 'Give the address the courier is to deliver to' },
      ],
      [
        withExtras(noticeForm(), [{ code: 'EXPRESS_LETTER', quantity: 1 }]),
        { 'extras.EXPRESS_LETTER': 'This extra is not offered with this service' },
      ],
      [
        withExtras(noticeForm(), [{ code: 'EXTRA_MARRIAGE_CERTIFICATE', quantity: 5 }]),
        { 'extras.EXTRA_MARRIAGE_CERTIFICATE': 'At most 4' },
      ],
    ];
    for (const [form, errors] of cases) {
      const draft = await createDraft(app, couple.token, 'MARRIAGE_NOTICE', form as Record<string, unknown>);
      await attachRequired(draft.id);
      // A form that parses is declared by both parties first (issue 24), so that what is refused is the extra alone;
      // one without the courier's address is refused before anyone can be asked to declare it.
      if (!('formData.extras.deliveryAddress' in errors)) await declareBoth(app, couple, draft.id);
      const refused = await step(app, couple.token, draft.id, 'submit');
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual(errors);
      expect((await current(draft.id)).status).toBe('Draft');
      expect(await invoiceOf(draft.id)).toBeUndefined();
    }
  });

  it('express processing gives each approval level of a letter one working day instead of three', async () => {
    const { app } = await testContext();
    const plain = await submittedLetter(app);
    const express = await submittedLetter(
      app,
      undefined,
      withExtras(letterForm(), [{ code: 'EXPRESS_LETTER', quantity: 1 }]) as ReturnType<typeof letterForm>,
    );
    const [plainRow, expressRow] = [await current(plain.id), await current(express.id)];
    expect(expressRow.billables).toEqual([{ code: 'EXPRESS_LETTER', quantity: 1 }]);
    const submittedAt = expressRow.updatedAt;
    expect(expressRow.slaDueAt?.getTime()).toBe(deadlineAfter(submittedAt, 1).getTime());
    expect(plainRow.slaDueAt?.getTime()).toBe(deadlineAfter(plainRow.updatedAt, 3).getTime());
    // And again at the director's level after the officer's approval.
    const officer = await tokenOf(app, STAFF.OFFICER);
    await step(app, officer, express.id, 'claim');
    expect((await step(app, officer, express.id, 'approve')).status).toBe(200);
    const atDirector = await current(express.id);
    expect(atDirector.stage).toBe('DIRECTOR');
    expect(atDirector.slaDueAt?.getTime()).toBe(deadlineAfter(atDirector.updatedAt, 1).getTime());
  });

  it('the extra certificates are issued with the certificate when the marriage is registered, each verifiable', async () => {
    const { app, database } = await testContext();
    const couple = await newCitizen(app);
    const published = await publishedNotice(
      app,
      withExtras(noticeForm(), [{ code: 'EXTRA_MARRIAGE_CERTIFICATE', quantity: 2 }]),
      couple,
    );
    await clearNotice(published.notice.id);
    const slot = await nextSlot(30);
    const booked = await book(app, couple.token, published.notice.id, slot.room.id, slot.startsAt);
    expect(booked.status).toBe(201);
    const now = nowMs();
    const startsAt = new Date(Math.max(startOfNairobiDay(nairobiToday(now)).getTime(), now - 3_600_000) + 41_000);
    await database.db
      .update(bookings)
      .set({ startsAt: new Date(Math.min(startsAt.getTime(), now - 1_000)), endsAt: new Date(now + 3_600_000) })
      .where(eq(bookings.id, booked.body.data.id));
    const done = await call(app, {
      method: 'POST',
      url: `/api/bookings/${booked.body.data.id}/celebrate`,
      token: await tokenOf(app, STAFF.OFFICER),
      payload: {
        officiantName: 'Mercy Atieno, Registrar of Marriages',
        witnessesPresent: ['John Kamau', 'Jane Achieng'],
      },
    });
    expect(done.status).toBe(200);
    const number = done.body.data.registrationNumber as string;
    const copies = await database.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationId, published.applicationId), eq(documents.kind, 'CERTIFIED_COPY')));
    expect(copies.map((c) => c.number).sort()).toEqual([`${number}-1`, `${number}-2`]);
    for (const copy of copies) {
      const verified = await call(app, { method: 'GET', url: `/api/verify/${copy.code}` });
      expect(verified.body.data).toMatchObject({ genuine: true, number: copy.number, revoked: false });
    }
    const events = await call(app, {
      method: 'GET',
      url: `/api/application-events?filter=${encodeURIComponent(JSON.stringify({ applicationId: published.applicationId }))}`,
      token: couple.token,
    });
    expect(events.body.map((e: { action: string; comment: string | null }) => [e.action, e.comment])).toContainEqual([
      'copies-issued',
      `Copies ${number}-1, ${number}-2 of certificate ${number} issued`,
    ]);
  });

  it('courier delivery: staff who work on it record the dispatch once a document is issued, with the tracking number, audited', async () => {
    const { app, database } = await testContext();
    const applicant = await newCitizen(app);
    const form = withExtras(letterForm(), [{ code: 'COURIER_DELIVERY', quantity: 1 }], ADDRESS) as ReturnType<
      typeof letterForm
    >;
    const waiting = await submittedLetter(app, applicant, form);
    const officer = await tokenOf(app, STAFF.OFFICER);
    const dispatch = (id: string, token: string, version: number) =>
      call(app, {
        method: 'POST',
        url: `/api/applications/${id}/dispatch`,
        token,
        payload: { courier: 'G4S Courier', trackingNumber: 'G4S-7731-0042', version },
      });
    // Nothing issued yet.
    const early = await dispatch(waiting.id, officer, (await current(waiting.id)).version);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'No document of this application has been issued yet: record the dispatch once it is',
    );

    const readiness = async (id: string) =>
      (await call(app, { method: 'GET', url: `/api/applications/${id}`, token: officer })).body.dispatchReady;
    expect(await readiness(waiting.id)).toBe(false);
    const issued = await issuedLetter(app, applicant, form);
    expect(await readiness(issued.id)).toBe(true);
    const version = (await current(issued.id)).version;
    expect((await dispatch(issued.id, applicant.token, version)).status).toBe(403);
    expect((await dispatch(issued.id, await tokenOf(app, STAFF.FINANCE), version)).status).toBe(404);
    expect((await dispatch(issued.id, officer, version - 1)).status).toBe(409);
    const bad = await call(app, {
      method: 'POST',
      url: `/api/applications/${issued.id}/dispatch`,
      token: officer,
      payload: { courier: ' ', trackingNumber: '', version },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['courier', 'trackingNumber']);
    expect((await current(issued.id)).dispatch).toBeNull();

    const done = await dispatch(issued.id, officer, version);
    expect(done.status).toBe(200);
    expect(done.body.dispatch).toMatchObject({ courier: 'G4S Courier', trackingNumber: 'G4S-7731-0042' });
    const seen = await call(app, { method: 'GET', url: `/api/applications/${issued.id}`, token: applicant.token });
    expect(seen.body.dispatch).toMatchObject({ courier: 'G4S Courier', trackingNumber: 'G4S-7731-0042' });
    const events = await call(app, {
      method: 'GET',
      url: `/api/application-events?filter=${encodeURIComponent(JSON.stringify({ applicationId: issued.id }))}`,
      token: applicant.token,
    });
    expect(events.body.map((e: { action: string; comment: string | null }) => [e.action, e.comment])).toContainEqual([
      'documents-dispatched',
      'Sent by G4S Courier, tracking number G4S-7731-0042',
    ]);
    const [audited] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, issued.id), eq(auditEvents.action, 'application.dispatched')));
    expect(audited.after).toMatchObject({ dispatch: { courier: 'G4S Courier', trackingNumber: 'G4S-7731-0042' } });

    expect(await readiness(issued.id)).toBe(false);
    const again = await dispatch(issued.id, officer, (await current(issued.id)).version);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The documents of this application have already been dispatched');
    // A letter bought without courier delivery has nothing to dispatch.
    const plain = await issuedLetter(app);
    const none = await dispatch(plain.id, officer, (await current(plain.id)).version);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Courier delivery was not bought with this application');
    expect(
      (
        await database.db
          .select({ dispatch: applications.dispatch })
          .from(applications)
          .where(eq(applications.id, plain.id))
      )[0].dispatch,
    ).toBeNull();
  });

  it('the demo shows them at work: extras bought, copies issued with a certificate, a letter by courier sent, one waiting to be sent, one express', async () => {
    const database = await seededDemo();
    const bought = await database.db
      .select({
        id: applications.id,
        serviceCode: applications.serviceCode,
        status: applications.status,
        billables: applications.billables,
        dispatch: applications.dispatch,
      })
      .from(applications)
      .where(
        sql`jsonb_array_length(${applications.billables}) > 0 and ${applications.serviceCode} <> 'CERTIFIED_COPY'`,
      );
    const has = (code: string) => bought.filter((a) => a.billables.some((b) => b.code === code));
    // One issued, one waiting for the director.
    expect(has('EXPRESS_LETTER')).toHaveLength(2);
    expect(has('EXPRESS_LETTER').map((a) => a.status)).toContain('Approved');
    const couriers = has('COURIER_DELIVERY');
    expect(couriers.filter((a) => a.dispatch).map((a) => a.dispatch!.courier)).toEqual(['G4S Courier']);
    expect(couriers.filter((a) => !a.dispatch && a.status === 'Approved').length).toBeGreaterThanOrEqual(2);
    const notices = has('EXTRA_MARRIAGE_CERTIFICATE').map((a) => a.id);
    const copies = await database.db
      .select({ number: documents.number })
      .from(documents)
      .where(
        and(
          eq(documents.kind, 'CERTIFIED_COPY'),
          sql`${documents.applicationId} in (${sql.join(
            notices.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      );
    expect(copies.map((c) => c.number).sort()).toEqual([
      expect.stringMatching(/^MC\/047\/\d{4}\/\d{6}-1$/),
      expect.stringMatching(/^MC\/047\/\d{4}\/\d{6}-2$/),
    ]);
  });
});
