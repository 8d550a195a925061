// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../src/server/db/schema/index.js';
import { CODE_TTL_MS } from '../../src/server/modules/accounts/codes.js';
import { INVITATION_TTL_MS } from '../../src/server/modules/accounts/messages.js';
import { VALIDATION_MESSAGE } from '../../src/server/plugins/errors.js';
import { ACCOUNT_MESSAGES } from '../../src/shared/contracts/accounts-admin.js';
import {
  auditActions,
  codeRows,
  expectNothingWritten,
  get,
  latestCode,
  outboxRows,
  post,
  rowCounts,
  sessionRows,
  signIn,
  withSecondFactor,
  signedInUser,
  testContext,
  TEST_PASSWORD,
  uniqueContact,
  userRow,
} from './helpers.js';

/** Issue 11: the administrators' accounts list, the changes to one account, and the audit log. */

let admin: { token: string };
let adminId: string;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A staff account created by the admin, with its password set from the invitation, signed in. */
async function activeStaff(overrides: Record<string, unknown> = {}) {
  const { app } = await testContext();
  const contact = uniqueContact();
  const created = await post(
    app,
    'users/back-office',
    { firstName: 'Amina', lastName: 'Wekesa', staffRole: 'OFFICER', district: '032', ...contact, ...overrides },
    { token: admin.token },
  );
  expect(created.status).toBe(201);
  const code = await latestCode(app, contact.email);
  const reset = await post(app, 'users/auth/reset-password', {
    phoneOrEmail: contact.email,
    code,
    password: TEST_PASSWORD,
  });
  expect(reset.status).toBe(200);
  await withSecondFactor(created.body.data.userId);
  const session = await signIn(app, contact.email, TEST_PASSWORD);
  return { id: created.body.data.userId as string, email: contact.email, phone: contact.phone, ...session };
}

async function account(id: string) {
  const { app } = await testContext();
  const response = await get(app, `accounts/${id}`, { token: admin.token });
  expect(response.status).toBe(200);
  return response.body;
}

const act = async (id: string, action: string, body: Record<string, unknown>, token = admin.token) => {
  const { app } = await testContext();
  return post(app, `accounts/${id}/${action}`, body, { token });
};

beforeAll(async () => {
  const { app } = await testContext();
  admin = await signIn(app, 'admin@demo.test');
  adminId = (await get(app, 'users/me', { token: admin.token })).body.data.userId;
});

describe('staff invitation', () => {
  it('e-mails a code and a link that set the password directly, for three days', async () => {
    const { app, clock } = await testContext();
    const contact = uniqueContact();
    const created = await post(
      app,
      'users/back-office',
      { firstName: 'Otieno', lastName: 'Were', staffRole: 'DIRECTOR', district: null, ...contact },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    const [invitation] = await outboxRows(created.body.data.userId);
    const code = await latestCode(app, contact.email);
    expect(invitation.body).toContain(`/auth/account-password?for=${encodeURIComponent(contact.email)}&code=${code}`);
    expect(invitation.body).toContain('(Director)');
    // It outlives an ordinary reset code (5 minutes): it works for 3 days.
    const [row] = await codeRows(created.body.data.userId);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(INVITATION_TTL_MS);
    clock.advance(CODE_TTL_MS + 60_000);
    const reset = await post(app, 'users/auth/reset-password', {
      phoneOrEmail: contact.email,
      code,
      password: TEST_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await signIn(app, contact.email, TEST_PASSWORD)).token).toMatch(/^Bearer /);
  });

  it('refuses a district that is not a known district code with 400, writing nothing', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    const response = await post(
      app,
      'users/back-office',
      { firstName: 'A', lastName: 'B', staffRole: 'OFFICER', district: 'Atlantis', ...uniqueContact() },
      { token: admin.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ district: ACCOUNT_MESSAGES.unknownDistrict });
    await expectNothingWritten(before);
  });
});

describe('GET /api/accounts', () => {
  it('lists every account type with Content-Range, and each filter and the search return the right rows', async () => {
    const { app, database } = await testContext();
    const officer = await activeStaff({ firstName: 'Zebedayo', lastName: 'Kilonzo' });
    const all = await get(app, 'accounts?range=[0,999]', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toMatch(/^accounts 0-\d+\/\d+$/);
    expect(new Set(all.body.map((a: { accountType: string }) => a.accountType))).toEqual(
      new Set(['BACKOFFICE', 'ORGANIZATION', 'INDIVIDUAL']),
    );

    const list = async (filter: Record<string, unknown>) => {
      const response = await get(app, `accounts?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      return response.body as {
        id: string;
        accountType: string;
        staffRole: string | null;
        district: string | null;
        status: string;
        locked: boolean;
        email: string;
      }[];
    };
    const organisations = await list({ accountType: 'ORGANIZATION' });
    expect(organisations.length).toBeGreaterThan(0);
    expect(organisations.every((a) => a.accountType === 'ORGANIZATION')).toBe(true);
    const officers = await list({ staffRole: 'OFFICER' });
    expect(officers.every((a) => a.staffRole === 'OFFICER')).toBe(true);
    expect(officers.map((a) => a.id)).toContain(officer.id);
    const nakuru = await list({ district: '032' });
    expect(nakuru.every((a) => a.district === '032')).toBe(true);
    expect(nakuru.map((a) => a.id)).toContain(officer.id);
    const active = await list({ status: 'ACTIVE', staffRole: 'ADMIN' });
    expect(active.map((a) => a.email)).toContain('admin@demo.test');
    expect(active.every((a) => a.status === 'ACTIVE')).toBe(true);

    expect((await list({ q: 'zebedayo kilonzo' })).map((a) => a.id)).toEqual([officer.id]);
    expect((await list({ q: officer.email.toUpperCase() })).map((a) => a.id)).toEqual([officer.id]);
    expect((await list({ q: officer.phone })).map((a) => a.id)).toEqual([officer.id]);
    const [citizen] = await database.db.select().from(users).where(eq(users.email, 'citizen@demo.test'));
    expect((await list({ q: citizen.idNumber })).map((a) => a.email)).toEqual(['citizen@demo.test']);
    expect(await list({ q: 'nobody-has-this-name' })).toEqual([]);

    // Locked: five failed sign-ins.
    for (let i = 0; i < 5; i++)
      await post(app, 'users/auth/login', { phoneOrEmail: officer.email, password: 'Wrong-pass-1' });
    const locked = await list({ locked: true });
    expect(locked.map((a) => a.id)).toContain(officer.id);
    expect(locked.every((a) => a.locked)).toBe(true);
    expect((await list({ locked: false })).map((a) => a.id)).not.toContain(officer.id);
  });

  it('refuses unknown filter values and sorts with 400 and field messages', async () => {
    const { app } = await testContext();
    const cases: [string, Record<string, string>][] = [
      [
        `filter=${encodeURIComponent(JSON.stringify({ status: 'GONE' }))}`,
        { 'filter.status': 'Not a value of this filter' },
      ],
      [
        `filter=${encodeURIComponent(JSON.stringify({ staffRole: 'KING' }))}`,
        { 'filter.staffRole': 'Not a value of this filter' },
      ],
      [`filter=${encodeURIComponent(JSON.stringify({ locked: 'maybe' }))}`, { 'filter.locked': 'Use true or false' }],
      [`filter=${encodeURIComponent(JSON.stringify({ q: 7 }))}`, { 'filter.q': 'Search with words' }],
      ['sort=["password","ASC"]', { sort: expect.any(String) }],
    ];
    for (const [query, errors] of cases) {
      const response = await get(app, `accounts?${query}`, { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(errors);
    }
  });

  it('answers one account with its details, and 404 for an unknown id', async () => {
    const { app } = await testContext();
    const officer = await activeStaff();
    const one = await account(officer.id);
    expect(one).toMatchObject({
      id: officer.id,
      accountType: 'BACKOFFICE',
      status: 'ACTIVE',
      staffRole: 'OFFICER',
      district: '032',
      districtName: 'Nakuru',
      locked: false,
      activeSessions: 1,
      passwordSet: true,
      version: expect.any(Number),
    });
    for (const id of [UNKNOWN, 'not-an-id']) {
      const missing = await get(app, `accounts/${id}`, { token: admin.token });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(ACCOUNT_MESSAGES.notFound);
    }
  });
});

describe('POST /api/accounts/:id/<action>', () => {
  it('changes a role and a district (and clears it), each audited before and after', async () => {
    const officer = await activeStaff();
    let { version } = await account(officer.id);
    const role = await act(officer.id, 'role', { version, staffRole: 'DIRECTOR' });
    expect(role.status).toBe(200);
    expect(role.body.data).toMatchObject({ staffRole: 'DIRECTOR', version: version + 1 });
    version += 1;
    const district = await act(officer.id, 'district', { version, district: '001' });
    expect(district.status).toBe(200);
    expect(district.body.data).toMatchObject({ district: '001', districtName: 'Mombasa' });
    version += 1;
    const cleared = await act(officer.id, 'district', { version, district: null });
    expect(cleared.body.data).toMatchObject({ district: null, districtName: null });
    expect(await auditActions(officer.id)).toEqual(
      expect.arrayContaining(['account.role-changed', 'account.district-changed']),
    );
    // The officer's own requests see the new role at once.
    const { app } = await testContext();
    expect((await get(app, 'users/me', { token: officer.token })).body.data).toMatchObject({
      staffRole: 'DIRECTOR',
      district: null,
    });
  });

  it('disables an account: its open session answers 401 at once and it cannot sign in; enable brings it back', async () => {
    const { app } = await testContext();
    const officer = await activeStaff();
    expect((await get(app, 'users/me', { token: officer.token })).status).toBe(200);
    const { version } = await account(officer.id);
    const disabled = await act(officer.id, 'disable', { version });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ status: 'DISABLED', activeSessions: 0 });
    expect((await get(app, 'users/me', { token: officer.token })).status).toBe(401);
    expect((await post(app, 'users/refresh-token', { refreshToken: officer.refreshToken })).status).toBe(401);
    expect((await sessionRows(officer.id)).every((s) => s.revokedAt !== null)).toBe(true);
    expect((await post(app, 'users/auth/login', { phoneOrEmail: officer.email, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    const again = await act(officer.id, 'disable', { version: version + 1 });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ status: ACCOUNT_MESSAGES.alreadyDisabled });

    const enabled = await act(officer.id, 'enable', { version: version + 1 });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.status).toBe('ACTIVE');
    expect((await signIn(app, officer.email, TEST_PASSWORD)).token).toMatch(/^Bearer /);
    expect(await auditActions(officer.id)).toEqual(expect.arrayContaining(['account.disabled', 'account.enabled']));
    const notDisabled = await act(officer.id, 'enable', { version: version + 2 });
    expect(notDisabled.status).toBe(409);
    expect(notDisabled.body.errors).toEqual({ status: ACCOUNT_MESSAGES.notDisabled });
  });

  it('unlocks a locked account so it signs in again; an unlocked one answers 409', async () => {
    const { app } = await testContext();
    const officer = await activeStaff();
    for (let i = 0; i < 5; i++)
      await post(app, 'users/auth/login', { phoneOrEmail: officer.email, password: 'Wrong-pass-1' });
    expect((await post(app, 'users/auth/login', { phoneOrEmail: officer.email, password: TEST_PASSWORD })).status).toBe(
      423,
    );
    const before = await account(officer.id);
    expect(before.locked).toBe(true);
    expect(before.lockedUntil).toEqual(expect.any(String));
    const unlocked = await act(officer.id, 'unlock', { version: before.version });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data).toMatchObject({ locked: false, lockedUntil: null, failedLoginCount: 0 });
    expect((await userRow(officer.id)).lockedUntil).toBeNull();
    expect((await signIn(app, officer.email, TEST_PASSWORD)).token).toMatch(/^Bearer /);
    const notLocked = await act(officer.id, 'unlock', { version: before.version + 1 });
    expect(notLocked.status).toBe(409);
    expect(notLocked.body.errors).toEqual({ lockedUntil: ACCOUNT_MESSAGES.notLocked });
  });

  it('e-mails a password-reset code that works in the reset flow', async () => {
    const { app } = await testContext();
    const officer = await activeStaff();
    const { version } = await account(officer.id);
    const sent = await act(officer.id, 'reset-password', { version });
    expect(sent.status).toBe(200);
    const reset = (await outboxRows(officer.id)).at(-1);
    expect(reset).toMatchObject({ kind: 'RESET_PASSWORD_CODE', channel: 'EMAIL', recipient: officer.email });
    const code = await latestCode(app, officer.email);
    expect(
      (await post(app, 'users/auth/reset-password', { phoneOrEmail: officer.email, code, password: 'Another-pass-9' }))
        .status,
    ).toBe(200);
    expect((await signIn(app, officer.email, 'Another-pass-9')).token).toMatch(/^Bearer /);
    expect(await auditActions(officer.id)).toContain('account.reset-sent');
  });

  it('refuses a stale version with 409, writing nothing', async () => {
    const officer = await activeStaff();
    const { version } = await account(officer.id);
    const before = await rowCounts();
    for (const [action, body] of [
      ['role', { version: version + 1, staffRole: 'DIRECTOR' }],
      ['district', { version: version - 1 || 99, district: '001' }],
      ['disable', { version: version + 5 }],
      ['reset-password', { version: version + 1 }],
    ] as const) {
      const response = await act(officer.id, action, body);
      expect(response.status).toBe(409);
      expect(response.body.errors).toEqual({ version: ACCOUNT_MESSAGES.stale });
    }
    await expectNothingWritten(before);
    expect((await account(officer.id)).version).toBe(version);
  });

  it('refuses own role change and own disabling with 409 and a field message', async () => {
    const { version } = await account(adminId);
    const before = await rowCounts();
    const role = await act(adminId, 'role', { version, staffRole: 'ADMIN' });
    expect(role.status).toBe(409);
    expect(role.body.errors).toEqual({ staffRole: ACCOUNT_MESSAGES.ownRole });
    await expectNothingWritten(before);
  });

  it('never leaves the portal without an active administrator (disable, role change), nor lets one disable themselves', async () => {
    const { database } = await testContext();
    const second = await activeStaff({ staffRole: 'ADMIN', district: null });
    // Only `second` stays an active administrator meanwhile.
    const others = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.staffRole, 'ADMIN'), eq(users.status, 'ACTIVE'), ne(users.id, second.id)));
    const otherIds = others.map((o) => o.id);
    const { version } = await account(second.id);
    await database.db.update(users).set({ status: 'DISABLED' }).where(inArray(users.id, otherIds));
    const before = await rowCounts();
    const disable = await act(second.id, 'disable', { version }, second.token);
    const role = await act(second.id, 'role', { version, staffRole: 'OFFICER' }, second.token);
    const after = await rowCounts();
    await database.db.update(users).set({ status: 'ACTIVE' }).where(inArray(users.id, otherIds));
    expect(disable.status).toBe(409);
    expect(disable.body.errors).toEqual({ status: ACCOUNT_MESSAGES.lastAdmin });
    expect(role.status).toBe(409);
    expect(role.body.errors).toEqual({ staffRole: ACCOUNT_MESSAGES.lastAdmin });
    expect(after).toEqual(before);
    // With another administrator active, disabling oneself is still refused.
    const own = await act(second.id, 'disable', { version }, second.token);
    expect(own.status).toBe(409);
    expect(own.body.errors).toEqual({ status: ACCOUNT_MESSAGES.ownDisable });
    // And another administrator may take the role away.
    const demoted = await act(second.id, 'role', { version, staffRole: 'OFFICER' });
    expect(demoted.status).toBe(200);
  });

  it('changes role and district only of staff accounts, to a known district', async () => {
    const { app } = await testContext();
    const citizen = await signedInUser(app);
    const me = (await get(app, 'users/me', { token: citizen.token })).body.data;
    const { version } = await account(me.userId);
    const role = await act(me.userId, 'role', { version, staffRole: 'OFFICER' });
    expect(role.status).toBe(400);
    expect(role.body.errors).toEqual({ staffRole: ACCOUNT_MESSAGES.staffOnly });
    const district = await act(me.userId, 'district', { version, district: '001' });
    expect(district.status).toBe(400);
    expect(district.body.errors).toEqual({ district: ACCOUNT_MESSAGES.staffOnly });
    const officer = await activeStaff();
    const unknown = await act(officer.id, 'district', {
      version: (await account(officer.id)).version,
      district: 'Atlantis',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ district: ACCOUNT_MESSAGES.unknownDistrict });
  });

  it('refuses bad input with 400 and field messages, and an unknown account with 404, writing nothing', async () => {
    const officer = await activeStaff();
    const before = await rowCounts();
    const cases: [string, unknown, Record<string, string>][] = [
      ['role', { version: 1, staffRole: 'KING' }, { staffRole: 'Choose the staff role' }],
      ['role', { staffRole: 'OFFICER' }, { version: ACCOUNT_MESSAGES.version }],
      ['district', { version: 1, district: '' }, { district: ACCOUNT_MESSAGES.unknownDistrict }],
      ['disable', { version: 'one' }, { version: ACCOUNT_MESSAGES.version }],
      ['unlock', { version: -3 }, { version: ACCOUNT_MESSAGES.version }],
      ['enable', { version: 1.5 }, { version: ACCOUNT_MESSAGES.version }],
    ];
    for (const [action, body, errors] of cases) {
      const response = await act(officer.id, action, body as Record<string, unknown>);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VALIDATION_MESSAGE);
      expect(response.body.errors).toEqual(errors);
    }
    for (const action of ['role', 'district', 'disable', 'enable', 'unlock', 'reset-password']) {
      const response = await act(UNKNOWN, action, { version: 1, staffRole: 'OFFICER', district: '001' });
      expect(response.status).toBe(404);
    }
    await expectNothingWritten(before);
  });

  it('answers 403 to every other role, citizens and institutions on every route, and 401 without a token', async () => {
    const { app } = await testContext();
    const officer = await activeStaff();
    const callers = await Promise.all(
      [
        'officer@demo.test',
        'rg@demo.test',
        'finance@demo.test',
        'director@demo.test',
        'minister@demo.test',
        'citizen@demo.test',
        'church@demo.test',
      ].map((e) => signIn(app, e)),
    );
    const before = await rowCounts();
    for (const { token } of callers) {
      expect((await get(app, 'accounts', { token })).status).toBe(403);
      expect((await get(app, `accounts/${officer.id}`, { token })).status).toBe(403);
      for (const action of ['role', 'district', 'disable', 'enable', 'unlock', 'reset-password']) {
        expect(
          (await act(officer.id, action, { version: 1, staffRole: 'OFFICER', district: '001' }, token)).status,
        ).toBe(403);
      }
    }
    expect((await get(app, 'accounts')).status).toBe(401);
    expect((await post(app, `accounts/${officer.id}/disable`, { version: 1 })).status).toBe(401);
    await expectNothingWritten(before);
  });
});

describe('GET /api/audit-events', () => {
  let rg: { token: string };
  beforeAll(async () => {
    const { app } = await testContext();
    rg = await signIn(app, 'rg@demo.test');
  });

  it('shows the account changes with who, the account by name and the changed fields (district by name)', async () => {
    const { app } = await testContext();
    const officer = await activeStaff({ firstName: 'Halima', lastName: 'Abdi' });
    const { version } = await account(officer.id);
    await act(officer.id, 'district', { version, district: '001' });
    for (const token of [admin.token, rg.token]) {
      const response = await get(
        app,
        `audit-events?filter=${encodeURIComponent(JSON.stringify({ entity: 'user', about: officer.id, action: 'account.district-changed' }))}`,
        { token },
      );
      expect(response.status).toBe(200);
      expect(response.headers['content-range']).toBe('audit-events 0-0/1');
      expect(response.body).toEqual([
        expect.objectContaining({
          action: 'account.district-changed',
          entity: 'user',
          actorId: adminId,
          actorName: 'Grace Muthoni',
          subjectName: 'Halima Abdi',
          changes: [{ field: 'district', before: 'Nakuru', after: 'Mombasa' }],
        }),
      ]);
    }
  });

  it('filters by actor, entity and Nairobi days, and shows settings changes', async () => {
    const { app } = await testContext();
    const changed = await renameLamu(app);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
    const list = async (filter: Record<string, unknown>) => {
      const response = await get(
        app,
        `audit-events?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
        { token: admin.token },
      );
      expect(response.status).toBe(200);
      return response.body as {
        id: number;
        entity: string;
        actorId: string | null;
        action: string;
        changes: { field: string }[];
      }[];
    };
    const settings = await list({ entity: 'districts', actorId: adminId, from: today, to: today });
    expect(settings.map((e) => e.id)).toContain(changed);
    expect(settings.every((e) => e.entity === 'districts' && e.actorId === adminId)).toBe(true);
    expect(settings.find((e) => e.id === changed)?.changes).toEqual([
      { field: 'name', before: 'Lamu', after: 'Lamu Island' },
    ]);
    expect(await list({ entity: 'districts', from: '2000-01-01', to: '2000-01-02' })).toEqual([]);
    // Queue work (applications, payments) is not in this log.
    expect((await list({})).every((e) => !['application', 'payment', 'notice'].includes(e.entity))).toBe(true);
    const bad = await get(
      app,
      `audit-events?filter=${encodeURIComponent(JSON.stringify({ entity: 'applications' }))}`,
      { token: admin.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'filter.entity': 'Not a value of this filter' });
    const badDay = await get(app, `audit-events?filter=${encodeURIComponent(JSON.stringify({ from: '24-11-2026' }))}`, {
      token: admin.token,
    });
    expect(badDay.status).toBe(400);
    expect(badDay.body.errors).toEqual({ 'filter.from': 'Enter a date as yyyy-mm-dd' });
  });

  it('answers 403 to officers, finance and other roles, and to citizens', async () => {
    const { app } = await testContext();
    for (const email of [
      'officer@demo.test',
      'finance@demo.test',
      'director@demo.test',
      'minister@demo.test',
      'citizen@demo.test',
    ]) {
      const { token } = await signIn(app, email);
      expect((await get(app, 'audit-events', { token })).status).toBe(403);
    }
    expect((await get(app, 'audit-events')).status).toBe(401);
  });
});

/** Renames a district through the settings API (and back), answering the audit event's id of the rename. */
async function renameLamu(app: Awaited<ReturnType<typeof testContext>>['app']): Promise<number> {
  const { database } = await testContext();
  const renamed = await app.inject({
    method: 'PUT',
    url: '/api/districts/005',
    headers: { authorization: admin.token },
    payload: { name: 'Lamu Island' },
  });
  expect(renamed.statusCode).toBe(200);
  const [event] = await database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'districts'), eq(auditEvents.entityId, '005')))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  const back = await app.inject({
    method: 'PUT',
    url: '/api/districts/005',
    headers: { authorization: admin.token },
    payload: { name: 'Lamu' },
  });
  expect(back.statusCode).toBe(200);
  return event.id;
}
