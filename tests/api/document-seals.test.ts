import { createHash } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema/index.js';
import { renderIssued } from '../../src/server/modules/documents/rendering.js';
import { sealKeysSchema, sealStatusSchema } from '../../src/shared/contracts/documents.js';
import { checkSeal, type SealPublicKey } from '../../src/shared/documentSeal.js';
import { dataRectification } from '../../src/shared/services/data-rectification.js';
import { documentOf, STAFF, tokenOf } from './app-support.js';
import { call, seededDemo, testContext } from './helpers.js';
import { issuedLetter } from './letter-support.js';
import { walkTo } from './licence-support.js';
import { certifiedCitizen, submittedRectification } from './rectification-support.js';
import { qrTextsOf } from './seal-support.js';

type App = Awaited<ReturnType<typeof testContext>>['app'];
const digest = (code: string) => createHash('sha256').update(code).digest('hex');

async function publishedKeys(app: App): Promise<SealPublicKey[]> {
  const answer = await call(app, { method: 'GET', url: '/api/verify/keys' });
  expect(answer.status).toBe(200);
  // Public halves only: an OKP JWK's private part is `d`.
  expect(JSON.stringify(answer.body)).not.toContain('"d"');
  return sealKeysSchema.parse(answer.body).keys;
}

async function statusList(app: App) {
  const answer = await call(app, { method: 'GET', url: '/api/verify/status' });
  expect(answer.status).toBe(200);
  return sealStatusSchema.parse(answer.body.data);
}

/** The one QR code a document's drawn PDF carries, read from its page. */
async function qrOf(app: App, id: string): Promise<string> {
  const { database } = await testContext();
  const drawn = await renderIssued(database.db, app.files, await documentOf(id), app.documentKeys);
  const texts = [...new Set(qrTextsOf((await app.files.get(drawn.sha256!))!))];
  expect(texts).toHaveLength(1);
  return texts[0];
}

describe("issue 23: a document's QR code carries its particulars signed with the registry's published key", () => {
  it("a letter issued on the demo: its QR code opens /verify with the seal after #, genuine with the published key, and what's on the paper", async () => {
    const { app } = await testContext();
    const { outcome } = await issuedLetter(app);
    const doc = await documentOf(outcome.documentId);
    const qr = await qrOf(app, doc.id);
    expect(qr.startsWith(`${app.config.publicUrl}/verify#`)).toBe(true);
    const keys = await publishedKeys(app);
    expect(keys.filter((k) => k.status === 'active')).toHaveLength(1);
    const checked = await checkSeal(qr, keys);
    expect(checked.verdict).toBe('genuine');
    if (checked.verdict !== 'genuine') return;
    expect(checked.body).toMatchObject({
      kind: doc.kind,
      number: outcome.letterNumber,
      title: 'Marital Status Letter',
      code: doc.code,
      issuedOn: (doc.content as { issuedOn: string }).issuedOn,
    });
    expect(checked.body.issuedOn).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    // The holder's name, as the letter prints it in bold.
    expect(checked.body.particulars.some((p) => p.label === 'Name' && p.value.length > 0)).toBe(true);
    // Another key's check of the same code: not ours.
    expect(
      (
        await checkSeal(
          qr,
          keys.map((k) => ({ ...k, kid: `${k.kid}x` })),
        )
      ).verdict,
    ).toBe('not-ours');
  });

  it("the demo's own documents, drawn when it was seeded, verify with the key the portal publishes", async () => {
    const { app } = await testContext();
    const demo = await seededDemo();
    const drawn = await demo.db.select().from(documents).where(isNotNull(documents.sha256)).limit(3);
    expect(drawn.length).toBeGreaterThan(0);
    const keys = await publishedKeys(app);
    for (const doc of drawn) {
      const [qr] = qrTextsOf((await app.files.get(doc.sha256!))!);
      expect(await checkSeal(qr, keys)).toMatchObject({
        verdict: 'genuine',
        body: { number: doc.number, code: doc.code },
      });
    }
  });

  it('a certificate superseded by a rectification is named in the status list with what replaced it; the new one is not', async () => {
    const { app } = await testContext();
    const who = await certifiedCitizen(app);
    const oldQr = await qrOf(app, who.certificate.id);
    expect((await statusList(app)).documents.map((d) => d.codeSha256)).not.toContain(digest(who.certificate.code));
    const atRg = await submittedRectification(app, who);
    const outcome = dataRectification.outcome.parse((await walkTo(app, atRg.id, 'Approved')).outcome);
    const list = await statusList(app);
    expect(list.documents.find((d) => d.codeSha256 === digest(who.certificate.code))).toMatchObject({
      status: 'SUPERSEDED',
      supersededByNumber: outcome.certificateNumber,
    });
    const replacement = await documentOf(outcome.certificateDocumentId);
    expect(list.documents.map((d) => d.codeSha256)).not.toContain(digest(replacement.code));
    // The old paper still carries a genuine seal: the status list is what says it no longer stands.
    expect((await checkSeal(oldQr, await publishedKeys(app))).verdict).toBe('genuine');
    const newQr = await qrOf(app, replacement.id);
    expect(await checkSeal(newQr, await publishedKeys(app))).toMatchObject({
      verdict: 'genuine',
      body: { number: outcome.certificateNumber, kind: 'MARRIAGE_CERTIFICATE' },
    });
  });

  it('a revoked document is named REVOKED in the status list, by the hash of its code only', async () => {
    const { app } = await testContext();
    const { outcome } = await issuedLetter(app);
    const doc = await documentOf(outcome.documentId);
    const revoked = await call(app, {
      method: 'POST',
      url: `/api/documents/${doc.id}/revoke`,
      token: await tokenOf(app, STAFF.REGISTRAR_GENERAL),
      payload: { reason: 'Issued on a forged affidavit' },
    });
    expect(revoked.status).toBe(200);
    const answer = await call(app, { method: 'GET', url: '/api/verify/status' });
    expect(
      answer.body.data.documents.find((d: { codeSha256: string }) => d.codeSha256 === digest(doc.code)),
    ).toMatchObject({
      status: 'REVOKED',
      supersededByNumber: null,
    });
    expect(JSON.stringify(answer.body)).not.toContain(doc.code);
    expect(JSON.stringify(answer.body)).not.toContain('forged');
    const [row] = await (await testContext()).database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row.revokedAt).not.toBeNull();
  });
});
