import { expect, type APIRequestContext, type Page } from './fixtures.js';
import { SAMPLE_CITIZENS } from '../../src/server/modules/identity/sample-citizens.js';
import { PARTY_PARTICULARS } from '../../src/shared/declarations.js';
import { DEMO_PASSWORD, latestCode, uniqueContact } from './support.js';

/**
 * Both parties declare a notice (issue 24) from their own accounts, verified against the identity
 * registry: the specs' couples are people of the embedded registry whom no demo record names, each
 * signed up through the API as a person signs up (code, password, identity check).
 */

/** The sample citizens no demo record names, one pair per spec that gives notice (tests/e2e/*.spec.ts). */
export const SPEC_COUPLES = {
  noticeCitizen: ['36104827', '36251093'],
  journey: ['36318562', '36472910'],
  keyboard: ['36539184', '36607451'],
  declarations: ['36780326', '36843719'],
  licences: ['36915048', '37026583'],
  divorce: ['37158206', '37264931'],
} as const;

export function sampleCitizen(idNumber: string) {
  const citizen = SAMPLE_CITIZENS.find((c) => c.idNumber === idNumber);
  if (!citizen) throw new Error(`no sample citizen ${idNumber}`);
  return citizen;
}

/** `dd-mm-yyyy` digits of a sample citizen's date of birth, as the form's date field is typed. */
export const birthDigits = (idNumber: string) => {
  const [y, m, d] = sampleCitizen(idNumber).dateOfBirth.split('-');
  return `${d}${m}${y}`;
};

export interface SignedUp {
  email: string;
  phone: string;
  token: string;
  idNumber: string;
}

/** Signs up the sample citizen with this ID number through the API (once per server run): a verified account. */
export async function signUpCitizen(request: APIRequestContext, idNumber: string): Promise<SignedUp> {
  const citizen = sampleCitizen(idNumber);
  const contact = uniqueContact();
  const registered = await request.post('/api/users/auth/register', {
    data: {
      firstName: citizen.firstName,
      lastName: citizen.lastName,
      accountType: 'INDIVIDUAL',
      email: contact.email,
      phone: contact.phone,
    },
  });
  expect(registered.status(), 'register').toBe(201);
  const verified = await request.post('/api/users/auth/verify-otp', {
    data: { phoneOrEmail: contact.phone, code: await latestCode(request, contact.phone) },
  });
  expect(verified.status(), 'verify-otp').toBe(200);
  const set = await request.post('/api/users/auth/set-password', {
    data: { verificationToken: (await verified.json()).data.verificationToken, password: DEMO_PASSWORD },
  });
  expect(set.status(), 'set-password').toBe(200);
  const login = await request.post('/api/users/auth/login', {
    data: { phoneOrEmail: contact.email, password: DEMO_PASSWORD },
  });
  expect(login.status(), 'login').toBe(200);
  const { refreshToken } = (await login.json()).data;
  const refresh = await request.post('/api/users/refresh-token', { data: { refreshToken } });
  const token = (await refresh.json()).data.token as string;
  const onboarded = await request.post('/api/users/register', {
    headers: { authorization: token },
    data: {
      idNumber,
      firstName: citizen.firstName,
      lastName: citizen.lastName,
      dateOfBirth: citizen.dateOfBirth,
    },
  });
  expect(onboarded.status(), 'identity check').toBe(200);
  return { email: contact.email, phone: contact.phone, token, idNumber };
}

/** The applicant asks a party to declare (by text). */
export async function inviteParty(
  request: APIRequestContext,
  applicantToken: string,
  applicationId: string,
  party: 'partyA' | 'partyB',
) {
  const seen = await request.get(`/api/notice-declarations/${applicationId}`, {
    headers: { authorization: applicantToken },
  });
  const { version } = (await seen.json()).data;
  const invited = await request.post(`/api/notice-declarations/${applicationId}/invite`, {
    headers: { authorization: applicantToken },
    data: { party, channel: 'SMS', version },
  });
  expect(invited.status(), `invite ${party}`).toBe(200);
}

/** A party, signed in to their own account, declares the notice with every particular confirmed. */
export async function declareAs(
  request: APIRequestContext,
  party: SignedUp,
  applicationId: string,
  which: 'partyA' | 'partyB',
) {
  const seen = await request.get(`/api/notice-declarations/${applicationId}`, {
    headers: { authorization: party.token },
  });
  expect(seen.status(), `${which} sees the notice`).toBe(200);
  const declared = await request.post(`/api/notice-declarations/${applicationId}/declare`, {
    headers: { authorization: party.token },
    data: {
      party: which,
      version: (await seen.json()).data.version,
      confirmed: [...PARTY_PARTICULARS],
      noImpediment: true,
      particularsTrue: true,
    },
  });
  expect(declared.status(), `${which} declares`).toBe(200);
}

/** The applicant (not a party) asks both parties, and each declares from their own account. */
export async function bothDeclare(
  request: APIRequestContext,
  applicantToken: string,
  applicationId: string,
  parties: readonly [SignedUp, SignedUp],
) {
  for (const [index, which] of (['partyA', 'partyB'] as const).entries()) {
    await inviteParty(request, applicantToken, applicationId, which);
    await declareAs(request, parties[index], applicationId, which);
  }
}

/** On a party's declaration page: every particular and both statements ticked, once the page shows them all. */
export async function tickEveryBox(page: Page) {
  const main = page.locator('#main-content');
  const boxes = main.getByRole('checkbox');
  // A link to this page changes the address before the page replaces the one it came from (whose
  // own box was once taken for the last statement, on a clean-clone CI run): wait for this page's
  // heading, then for the particulars and the two statements, which come with the notice.
  await expect(
    main.getByRole('heading', {
      level: 1,
      name: /^(Your declaration on a notice of marriage|Tamko lako kuhusu notisi ya ndoa)$/,
    }),
  ).toBeVisible();
  await expect.poll(() => boxes.count()).toBeGreaterThan(12);
  await expect(boxes.last()).toBeVisible();
  const count = await boxes.count();
  for (let i = 0; i < count; i += 1) await boxes.nth(i).check();
}
