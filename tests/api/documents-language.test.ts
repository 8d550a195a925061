import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../../src/server/modules/payments/gateway.js';
import { applicationIn, newCitizen, type Applicant } from './app-support.js';
import { call, testContext } from './helpers.js';
import { pdfText } from './pdf-text.js';

/** Documents are issued in the language their holder reads the portal in at the moment of issue. */

/** Pays a citizen's register search through the sandbox gateway; answers the receipt's PDF text. */
async function receiptText(app: FastifyInstance, owner: Applicant): Promise<string> {
  const id = await applicationIn(app, owner, 'REGISTER_SEARCH', 'Payment_Confirmation');
  const checkout = await call(app, {
    method: 'POST',
    url: '/api/payments/checkout',
    token: owner.token,
    payload: { applicationId: id },
  });
  expect(checkout.status).toBe(201);
  const gateway = app.paymentGateway as SandboxGateway;
  const { checkoutId, amount } = checkout.body.data;
  const confirmation = gateway.signed({ checkoutId, status: 'SUCCEEDED', amount, cardLast4: '4242' });
  const answer = await call(app, {
    method: 'POST',
    url: '/api/payments/confirm',
    token: owner.token,
    payload: confirmation,
  });
  expect(answer.status).toBe(200);
  const pdf = await app.inject({
    method: 'GET',
    url: `/api/documents/${answer.body.data.documentId}/pdf`,
    headers: { authorization: owner.token },
  });
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
}

describe("documents in the holder's language", () => {
  it('issues a Swahili receipt to an applicant who reads the portal in Swahili', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const chosen = await call(app, {
      method: 'PUT',
      url: '/api/profile/language',
      token: owner.token,
      payload: { locale: 'sw' },
    });
    expect(chosen.status).toBe(200);
    const text = await receiptText(app, owner);
    for (const words of [
      'Risiti ya Malipo',
      'Nambari ya risiti',
      'Nambari ya ankara',
      'Jumla iliyolipwa',
      'Kadi inayoishia 4242',
      'Hakiki kwamba hati hii ni halisi:',
      'OFISI YA MSAJILI WA NDOA',
    ]) {
      expect(text).toContain(words);
    }
    for (const words of ['Payment receipt', 'Receipt number', 'Total paid', 'Check that this document is genuine'])
      expect(text).not.toContain(words);
    // Data stays as it is: money in the portal's one format.
    expect(text).toMatch(/KES \d{1,3}(,\d{3})*\.\d{2}/);
  });

  it('issues the English receipt to an applicant who reads the portal in English', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const text = await receiptText(app, owner);
    for (const words of [
      'Payment receipt',
      'Receipt number',
      'Total paid',
      'Card ending 4242',
      'OFFICE OF THE REGISTRAR OF MARRIAGES',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Risiti');
  });

  it("names the documents in the reader's language in the lists and on the public check", async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'REGISTER_SEARCH', 'Payment_Confirmation');
    const checkout = await call(app, {
      method: 'POST',
      url: '/api/payments/checkout',
      token: owner.token,
      payload: { applicationId: id },
    });
    const gateway = app.paymentGateway as SandboxGateway;
    const { checkoutId, amount } = checkout.body.data;
    const paid = await call(app, {
      method: 'POST',
      url: '/api/payments/confirm',
      token: owner.token,
      payload: gateway.signed({ checkoutId, status: 'SUCCEEDED', amount, cardLast4: '4242' }),
    });
    expect(paid.status).toBe(200);
    const url = `/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: id }))}`;
    const inSwahili = await call(app, { method: 'GET', url, token: owner.token, headers: { 'accept-language': 'sw' } });
    const inEnglish = await call(app, { method: 'GET', url, token: owner.token, headers: { 'accept-language': 'en' } });
    expect(inSwahili.body.map((d: { title: string }) => d.title)).toEqual(['Risiti ya Malipo']);
    expect(inEnglish.body.map((d: { title: string }) => d.title)).toEqual(['Payment receipt']);
    const { code } = inEnglish.body[0] as { code: string };
    const checked = await call(app, {
      method: 'GET',
      url: `/api/verify/${code}`,
      headers: { 'accept-language': 'sw' },
    });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ title: 'Risiti ya Malipo', issuer: 'Ofisi ya Msajili wa Ndoa' });
  });
});
