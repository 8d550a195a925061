import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { demoPdf } from '../../src/server/db/seed/demo-applications.js';
import { evidenceKindsFor } from '../../src/shared/institutions.js';
import type { OrganisationType } from '../../src/shared/accounts.js';
import { tokenOf } from './app-support.js';
import { call, get, post, signedInUser } from './helpers.js';

/** A multipart/form-data body of one document of evidence, as a browser sends it. */
export function evidenceForm(
  kind: string,
  content: Buffer = demoPdf(`Evidence ${kind}`),
  filename = `${kind.toLowerCase()}.pdf`,
) {
  const boundary = `----marriages${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadEvidence(app: FastifyInstance, token: string, kind: string, content?: Buffer) {
  const form = evidenceForm(kind, content);
  return call(app, {
    method: 'POST',
    url: '/api/institution-verification/evidence',
    token,
    payload: form.payload,
    headers: form.headers,
  });
}

/** A new institution's account, signed in, as it is right after its sign-up: not verified. */
export async function unverifiedInstitution(
  app: FastifyInstance,
  type: OrganisationType = 'CHURCH',
  tag = randomBytes(4).toString('hex'),
) {
  const user = await signedInUser(app, {
    accountType: 'ORGANIZATION',
    organisation: { name: `Test ${type.toLowerCase()} ${tag}`, type, registrationNumber: `SOC/V/${tag}` },
  });
  const own = await get(app, 'institution-verification', { token: user.token });
  if (own.status !== 200) throw new Error(`verification read failed: ${own.status} ${JSON.stringify(own.body)}`);
  return { ...user, organisationId: own.body.data.id as string, type };
}

/** The institution sends the evidence its kind needs; the registry has it in its queue. */
export async function submitEvidence(app: FastifyInstance, token: string, type: OrganisationType) {
  for (const kind of evidenceKindsFor(type)) {
    const uploaded = await uploadEvidence(app, token, kind);
    if (uploaded.status !== 201)
      throw new Error(`evidence upload failed: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  }
  const own = await get(app, 'institution-verification', { token });
  const sent = await post(app, 'institution-verification/submit', { version: own.body.data.version }, { token });
  if (sent.status !== 200) throw new Error(`verification submit failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.body.data as { id: string; version: number };
}

/** The registry's officer verifies a submitted institution. */
export async function verifyAsOfficer(app: FastifyInstance, organisationId: string) {
  const officer = await tokenOf(app, 'officer@demo.test');
  const read = await get(app, `institution-verifications/${organisationId}`, { token: officer });
  const verified = await post(
    app,
    `institution-verifications/${organisationId}/verify`,
    { version: read.body.version },
    { token: officer },
  );
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.data;
}

/** A new institution's account the registry has verified through its queue (evidence sent, an officer's decision). */
export async function verifiedInstitution(
  app: FastifyInstance,
  overrides: {
    accountType: 'ORGANIZATION';
    organisation: { name: string; type: OrganisationType; registrationNumber: string };
  },
) {
  const user = await signedInUser(app, overrides);
  await submitEvidence(app, user.token, overrides.organisation.type);
  const own = await get(app, 'institution-verification', { token: user.token });
  await verifyAsOfficer(app, own.body.data.id);
  return user;
}
