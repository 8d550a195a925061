import { eq } from 'drizzle-orm';
import { auditEvents } from '../../src/server/db/schema/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/server/modules/accounts/messages.js';
import { VALIDATION_MESSAGE } from '../../src/server/plugins/errors.js';
import { MESSAGES } from '../../src/shared/contracts/common.js';
import {
  auditActions,
  expectNothingWritten,
  expectWritten,
  get,
  latestCode,
  outboxRows,
  post,
  rowCounts,
  signedInUser,
  signIn,
  testContext,
  uniqueContact,
  userRow,
} from './helpers.js';

/** POST /api/users/back-office: an ADMIN creates a staff account. */

const staffMember = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Faith',
  middleName: 'W.',
  lastName: 'Njeri',
  staffRole: 'OFFICER',
  district: '042',
  ...uniqueContact(),
  ...overrides,
});

let admin: { token: string };
let adminId: string;

beforeAll(async () => {
  const { app } = await testContext();
  admin = await signIn(app, 'admin@demo.test');
  adminId = (await get(app, 'users/me', { token: admin.token })).body.data.userId;
});

describe('POST /api/users/back-office', () => {
  it('creates a PENDING staff account with its role and district, e-mails an invitation and audits it', async () => {
    const { app } = await testContext();
    const payload = staffMember({ email: uniqueContact().email.toUpperCase() });
    const before = await rowCounts();
    const response = await post(app, 'users/back-office', payload, { token: admin.token });
    expect(response.status).toBe(201);
    const email = payload.email.toLowerCase();
    expect(response.body.data).toEqual({
      userId: expect.any(String),
      accountType: 'BACKOFFICE',
      idNumber: null,
      idType: null,
      firstName: 'Faith',
      middleName: 'W.',
      lastName: 'Njeri',
      email,
      phone: payload.phone,
      staffRole: 'OFFICER',
      district: '042',
      organisation: null,
      locale: 'en',
      secondFactorOn: false,
    });
    const { userId } = response.body.data;
    await expectWritten(before, { users: 1, outbox: 1, oneTimeCodes: 1, auditEvents: 1 });
    expect(await userRow(userId)).toMatchObject({
      status: 'PENDING',
      passwordHash: null,
      accountType: 'BACKOFFICE',
      staffRole: 'OFFICER',
      district: '042',
    });

    const [invitation] = await outboxRows(userId);
    expect(invitation).toMatchObject({ channel: 'EMAIL', recipient: email, kind: 'STAFF_INVITATION' });
    expect(invitation.body).toContain('/auth/reset-password-request');
    expect(invitation.body).toContain('(Registration officer)');
    expect(invitation.body).toContain('/auth/account-password?for=');
    expect(await auditActions(userId)).toEqual(['account.staff-created']);
    const { database } = await testContext();
    const [audit] = await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, userId)).limit(1);
    expect(audit?.actorId).toBe(adminId);
  });

  it('lets the new staff member set a password through reset-password and sign in', async () => {
    const { app } = await testContext();
    const payload = staffMember({ staffRole: 'FINANCE', district: null });
    const created = await post(app, 'users/back-office', payload, { token: admin.token });
    expect(created.status).toBe(201);
    expect(created.body.data.district).toBeNull();

    // Before that, the account cannot sign in.
    const pending = await post(app, 'users/auth/login', { phoneOrEmail: payload.email, password: 'Anything-123' });
    expect(pending.status).toBe(401);
    expect(pending.body.message).toBe(AUTH_MESSAGES.badCredentials);

    expect((await post(app, 'users/auth/request-reset-password-token', { phoneOrEmail: payload.email })).status).toBe(
      200,
    );
    const code = await latestCode(app, payload.email);
    const reset = await post(app, 'users/auth/reset-password', {
      phoneOrEmail: payload.email,
      code,
      password: 'Staff-pass-2026',
    });
    expect(reset.status).toBe(200);
    expect(await userRow(created.body.data.userId)).toMatchObject({ status: 'ACTIVE' });
    expect((await userRow(created.body.data.userId)).emailVerifiedAt).toBeInstanceOf(Date);

    const { token } = await signIn(app, payload.email, 'Staff-pass-2026');
    const me = await get(app, 'users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ accountType: 'BACKOFFICE', staffRole: 'FINANCE', email: payload.email });
  });

  it('refuses staff without the ADMIN role, citizens and organisations with 403, writing nothing', async () => {
    const { app } = await testContext();
    const officer = await signIn(app, 'officer@demo.test');
    const director = await signIn(app, 'director@demo.test');
    const citizen = await signedInUser(app);
    const church = await signIn(app, 'church@demo.test');
    const before = await rowCounts();
    for (const [token, message] of [
      [officer.token, 'Your staff role does not allow this'],
      [director.token, 'Your staff role does not allow this'],
      [citizen.token, 'This is not available to your account type'],
      [church.token, 'This is not available to your account type'],
    ]) {
      const response = await post(app, 'users/back-office', staffMember({ staffRole: 'ADMIN' }), { token });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, error: 'Forbidden', message });
    }
    await expectNothingWritten(before);
  });

  it('refuses a caller without a valid token with 401', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    for (const extra of [{}, { token: 'Bearer nope' }]) {
      const response = await post(app, 'users/back-office', staffMember(), extra);
      expect(response.status).toBe(401);
    }
    await expectNothingWritten(before);
  });

  it('refuses an e-mail address or phone number already in use with 409 and field errors', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    const email = await post(app, 'users/back-office', staffMember({ email: 'Officer@demo.test' }), {
      token: admin.token,
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe(AUTH_MESSAGES.emailTaken);
    expect(email.body.errors).toEqual({ email: AUTH_MESSAGES.emailTaken });

    const phone = await post(app, 'users/back-office', staffMember({ phone: '+254722100003' }), { token: admin.token });
    expect(phone.status).toBe(409);
    expect(phone.body.message).toBe(AUTH_MESSAGES.phoneTaken);
    expect(phone.body.errors).toEqual({ phone: AUTH_MESSAGES.phoneTaken });

    const both = await post(
      app,
      'users/back-office',
      staffMember({ email: 'citizen@demo.test', phone: '+254712100001' }),
      { token: admin.token },
    );
    expect(both.status).toBe(409);
    expect(both.body.errors).toEqual({ email: AUTH_MESSAGES.emailTaken, phone: AUTH_MESSAGES.phoneTaken });
    await expectNothingWritten(before);
  });

  it('refuses a bad role, missing fields and wrong types with 400, writing nothing', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    const cases: [object, Record<string, string>][] = [
      [staffMember({ staffRole: 'SUPERUSER' }), { staffRole: 'Choose the staff role' }],
      [staffMember({ staffRole: 'officer' }), { staffRole: 'Choose the staff role' }],
      [staffMember({ staffRole: undefined }), { staffRole: 'Choose the staff role' }],
      [staffMember({ district: 'x'.repeat(61) }), { district: 'Use at most 60 characters' }],
      [staffMember({ phone: '0722100999' }), { phone: MESSAGES.phone }],
      [staffMember({ firstName: 7, email: 'bad' }), { firstName: MESSAGES.required, email: MESSAGES.email }],
      [
        {},
        {
          firstName: MESSAGES.required,
          lastName: MESSAGES.required,
          email: MESSAGES.required,
          phone: MESSAGES.required,
          staffRole: 'Choose the staff role',
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await post(app, 'users/back-office', payload, { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VALIDATION_MESSAGE);
      expect(response.body.errors).toEqual(errors);
    }
    await expectNothingWritten(before);
  });
});
