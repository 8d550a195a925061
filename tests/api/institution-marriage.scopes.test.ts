import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { officiants } from '../../src/server/db/schema/index.js';
import { institutionVenueSchema, OFFICIANT_MESSAGES, officiantSchema } from '../../src/shared/contracts/officiants.js';
import { current, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { itWorksOnlyAtItsLevel, ROLES, type Role } from './chain-scopes.js';
import { auditActions, call, testContext } from './helpers.js';
import { walkTo } from './licence-support.js';
import { freshId, imForm, newCourtMember, newInstitution, paidIm } from './im-support.js';

const { app } = await testContext();
const church = await newInstitution(app);
const mosque = await newInstitution(app);

describe('INSTITUTION_MARRIAGE: the officer approves; the marriage-registrations section reads it', () => {
  itWorksOnlyAtItsLevel({
    chain: ['OFFICER'],
    submitted: async (a) => ({ applicant: church, id: await paidIm(a, church, await imForm(church)) }),
    readers: { OFFICER: 200, DIRECTOR: 200, REGISTRAR_GENERAL: 200, MINISTER: 404, ADMIN: 200, FINANCE: 404 },
  });

  it('an institution sees only its own registrations and their certificates; another institution is told they do not exist', async () => {
    const id = await paidIm(app, church, await imForm(church));
    expect((await call(app, { method: 'GET', url: `/api/applications/${id}`, token: mosque.token })).status).toBe(404);
    const list = await call(app, { method: 'GET', url: '/api/applications?range=[0,999]', token: mosque.token });
    expect(list.body.map((a: { id: string }) => a.id)).not.toContain(id);
    expect(
      (await call(app, { method: 'GET', url: '/api/applications?range=[0,999]', token: church.token })).body.map(
        (a: { id: string }) => a.id,
      ),
    ).toContain(id);
    const approved = await walkTo(app, id, 'Approved');
    const certificate = (approved.outcome as { certificateDocumentId: string }).certificateDocumentId;
    expect((await call(app, { method: 'GET', url: `/api/documents/${certificate}`, token: mosque.token })).status).toBe(
      404,
    );
    expect((await call(app, { method: 'GET', url: `/api/documents/${certificate}`, token: church.token })).status).toBe(
      200,
    );
    // Nor may it act on another's application.
    const other = await paidIm(app, church, await imForm(church));
    expect((await step(app, mosque.token, other, 'withdraw')).status).toBe(404);
    expect((await step(app, mosque.token, other, 'submit')).status).toBe(404);
    // Its own institution is answered on the merits (a submitted registration cannot be withdrawn).
    expect((await step(app, church.token, other, 'withdraw')).status).toBe(409);
    expect((await current(other)).status).toBe('Submitted');
  });
});

describe('the officiants list', () => {
  it('the institution adds, edits, deactivates and reactivates its officiants; each change is audited', async () => {
    const number = `OFF/${freshId()}`;
    const added = await call(app, {
      method: 'POST',
      url: '/api/officiants',
      token: church.token,
      payload: { fullName: '  Rev. Ann Wairimu ', licenceNumber: number.toLowerCase() },
    });
    expect(added.status).toBe(201);
    expect(officiantSchema.parse(added.body.data)).toMatchObject({
      fullName: 'Rev. Ann Wairimu',
      licenceNumber: number,
      active: true,
      organisationId: church.organisationId,
    });
    const id = added.body.data.id;
    const edited = await call(app, {
      method: 'PUT',
      url: `/api/officiants/${id}`,
      token: church.token,
      payload: { fullName: 'Rev. Dr. Ann Wairimu', licenceNumber: number, active: true },
    });
    expect(edited.body.data.fullName).toBe('Rev. Dr. Ann Wairimu');
    const off = await call(app, {
      method: 'PUT',
      url: `/api/officiants/${id}`,
      token: church.token,
      payload: { fullName: 'Rev. Dr. Ann Wairimu', licenceNumber: number, active: false },
    });
    expect(off.body.data.active).toBe(false);
    const inactive = await call(app, {
      method: 'GET',
      url: '/api/officiants?filter={"active":false}',
      token: church.token,
    });
    expect(inactive.body.map((o: { id: string }) => o.id)).toContain(id);
    const on = await call(app, {
      method: 'PUT',
      url: `/api/officiants/${id}`,
      token: church.token,
      payload: { fullName: 'Rev. Dr. Ann Wairimu', licenceNumber: number, active: true },
    });
    expect(on.body.data.active).toBe(true);
    expect(await auditActions(id)).toEqual(
      expect.arrayContaining(['officiant.added', 'officiant.edited', 'officiant.deactivated', 'officiant.reactivated']),
    );
  });

  it('refuses bad input with field messages, and a licence number the institution already holds (any case)', async () => {
    const bad = await call(app, {
      method: 'POST',
      url: '/api/officiants',
      token: church.token,
      payload: { fullName: 'A', licenceNumber: '??' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      fullName: OFFICIANT_MESSAGES.fullName,
      licenceNumber: OFFICIANT_MESSAGES.licenceNumber,
    });
    const dup = await call(app, {
      method: 'POST',
      url: '/api/officiants',
      token: church.token,
      payload: { fullName: 'Rev. Somebody Else', licenceNumber: church.officiant.licenceNumber.toLowerCase() },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({ licenceNumber: OFFICIANT_MESSAGES.duplicate });
    // Another institution may have an officiant of the same number on its own list (the same person may serve both).
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/officiants',
          token: mosque.token,
          payload: { fullName: 'Rev. Shared Officiant', licenceNumber: church.officiant.licenceNumber },
        })
      ).status,
    ).toBe(201);
    const second = await call(app, {
      method: 'POST',
      url: '/api/officiants',
      token: church.token,
      payload: { fullName: 'Rev. Second', licenceNumber: `OFF/${freshId()}` },
    });
    const clash = await call(app, {
      method: 'PUT',
      url: `/api/officiants/${second.body.data.id}`,
      token: church.token,
      payload: { fullName: 'Rev. Second', licenceNumber: church.officiant.licenceNumber, active: true },
    });
    expect(clash.status).toBe(409);
    expect(
      (
        await call(app, {
          method: 'PUT',
          url: `/api/officiants/${second.body.data.id}`,
          token: church.token,
          payload: { fullName: 'Rev. Second', licenceNumber: 'OFF/1', active: 'yes' },
        })
      ).status,
    ).toBe(400);
  });

  it('an institution sees and keeps only its own list; registry staff read any list; nobody else', async () => {
    const mine = await call(app, { method: 'GET', url: '/api/officiants', token: church.token });
    expect(mine.status).toBe(200);
    expect(new Set(mine.body.map((o: { organisationId: string }) => o.organisationId))).toEqual(
      new Set([church.organisationId]),
    );
    // The other's officiant: not found to read or to edit.
    expect(
      (await call(app, { method: 'GET', url: `/api/officiants/${church.officiant.id}`, token: mosque.token })).status,
    ).toBe(404);
    const edit = await call(app, {
      method: 'PUT',
      url: `/api/officiants/${church.officiant.id}`,
      token: mosque.token,
      payload: { fullName: 'Taken Over', licenceNumber: 'OFF/999', active: false },
    });
    expect(edit.status).toBe(404);
    expect(
      (await call(app, { method: 'GET', url: `/api/officiants/${church.officiant.id}`, token: church.token })).body
        .data,
    ).toMatchObject({ fullName: church.officiant.fullName, active: true });
    // A filter naming another institution changes nothing for an institution.
    const sneaky = await call(app, {
      method: 'GET',
      url: `/api/officiants?filter=${encodeURIComponent(JSON.stringify({ organisationId: church.organisationId }))}`,
      token: mosque.token,
    });
    expect(sneaky.body.every((o: { organisationId: string }) => o.organisationId === mosque.organisationId)).toBe(true);
    const readers: Record<Role, number> = {
      OFFICER: 200,
      DIRECTOR: 200,
      REGISTRAR_GENERAL: 200,
      MINISTER: 200,
      ADMIN: 200,
      FINANCE: 403,
    };
    for (const role of ROLES) {
      const token = await tokenOf(app, STAFF[role]);
      const list = await call(app, {
        method: 'GET',
        url: `/api/officiants?filter=${encodeURIComponent(JSON.stringify({ organisationId: church.organisationId }))}`,
        token,
      });
      const listed = list.status === 200 && list.body.some((o: { id: string }) => o.id === church.officiant.id);
      expect({ role, status: list.status, listed }).toEqual({
        role,
        status: readers[role],
        listed: readers[role] === 200,
      });
      expect({
        role,
        add: (
          await call(app, {
            method: 'POST',
            url: '/api/officiants',
            token,
            payload: { fullName: 'Rev. Staff Added', licenceNumber: 'OFF/123' },
          })
        ).status,
      }).toEqual({ role, add: 403 });
    }
    const citizen = await newCitizen(app);
    expect((await call(app, { method: 'GET', url: '/api/officiants', token: citizen.token })).status).toBe(403);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/officiants',
          token: citizen.token,
          payload: { fullName: 'Rev. Citizen', licenceNumber: 'OFF/123' },
        })
      ).status,
    ).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/officiants' })).status).toBe(401);
  });

  it('a court keeps no officiants list: adding or editing one is refused (403) and nothing is written (security review, finding 3)', async () => {
    const { database } = await testContext();
    const court = await newCourtMember(app);
    const refusal =
      'Only an institution that celebrates marriages (a church, mosque, temple or licensed organisation) keeps an officiants list';
    const added = await call(app, {
      method: 'POST',
      url: '/api/officiants',
      token: court.token,
      payload: { fullName: 'Hon. Justice Court Officiant', licenceNumber: `OFF/${freshId()}` },
    });
    expect(added.status).toBe(403);
    expect(added.body.message).toBe(refusal);
    expect(
      await database.db.select().from(officiants).where(eq(officiants.organisationId, court.organisationId)),
    ).toEqual([]);
    // One on the court's list from before the rule cannot be edited either.
    const [old] = await database.db
      .insert(officiants)
      .values({
        organisationId: court.organisationId,
        fullName: 'Rev. Before The Rule',
        licenceNumber: `OFF/${freshId()}`,
        active: true,
        createdBy: court.userId,
      })
      .returning();
    const edited = await call(app, {
      method: 'PUT',
      url: `/api/officiants/${old.id}`,
      token: court.token,
      payload: { fullName: 'Rev. Changed', licenceNumber: old.licenceNumber, active: true },
    });
    expect(edited.status).toBe(403);
    expect(
      await database.db.select().from(officiants).where(eq(officiants.organisationId, court.organisationId)),
    ).toEqual([old]);
    expect(await auditActions(old.id)).toEqual([]);
  });

  it('the institution reads its own licensed venues with their standing; a court has none; staff have no such list', async () => {
    const venues = await call(app, { method: 'GET', url: '/api/institution-venues', token: church.token });
    expect(venues.status).toBe(200);
    expect(venues.body.data.map((v: unknown) => institutionVenueSchema.parse(v))).toEqual([
      expect.objectContaining({
        licenceNumber: church.licenceNumber,
        venueName: church.venueName,
        districtName: 'Nairobi',
        status: 'VALID',
      }),
    ]);
    const court = await newCourtMember(app);
    expect((await call(app, { method: 'GET', url: '/api/institution-venues', token: court.token })).body.data).toEqual(
      [],
    );
    expect(
      (await call(app, { method: 'GET', url: '/api/institution-venues', token: await tokenOf(app, STAFF.OFFICER) }))
        .status,
    ).toBe(403);
  });
});
