import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sealPng } from '../../src/server/db/seed/stamp-image.js';
import { createDraft, current, markPaid, newCitizen, step, type Applicant } from './app-support.js';
import { call } from './helpers.js';
import { walkTo } from './licence-support.js';
import { registerEntry } from './letter-support.js';

export type CopyOutcome = {
  registrationNumber: string;
  copies: { number: string; documentId: string }[];
  signatoryName: string;
};

type Part = { name: string; value: string } | { name: string; filename: string; contentType?: string; content: Buffer };

/** A multipart/form-data body built by hand, as a browser sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----stamp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part)
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/certificate-stamps with the image and the signatory. */
export function uploadStamp(
  app: FastifyInstance,
  token: string,
  {
    image = sealPng(),
    contentType = 'image/png',
    signatoryName = 'Esther Wambui',
    signatoryTitle = 'Registrar General',
    language,
  }: {
    image?: Buffer;
    contentType?: string;
    signatoryName?: string;
    signatoryTitle?: string;
    /** Accept-Language: the language of the answer's messages. */
    language?: string;
  } = {},
) {
  const body = multipart([
    { name: 'signatoryName', value: signatoryName },
    { name: 'signatoryTitle', value: signatoryTitle },
    { name: 'image', filename: 'stamp.png', contentType, content: image },
  ]);
  return call(app, {
    method: 'POST',
    url: '/api/certificate-stamps',
    token,
    payload: body.payload,
    headers: language ? { ...body.headers, 'accept-language': language } : body.headers,
  });
}

/** A citizen married in the register (as party B), with their entry. */
export async function marriedCitizen(app: FastifyInstance) {
  const applicant = await newCitizen(app);
  const entry = await registerEntry(applicant.idNumber!, {
    district: '001',
    celebratedAt: new Date('2020-02-14T08:00:00Z'),
  });
  return { applicant, entry };
}

/** A certified copy of the applicant's entry, submitted and paid: waiting in the officer's queue. */
export async function submittedCopy(
  app: FastifyInstance,
  copies = 2,
  who?: { applicant: Applicant; entry: { registrationNumber: string } },
) {
  const { applicant, entry } = who ?? (await marriedCitizen(app));
  const draft = await createDraft(app, applicant.token, 'CERTIFIED_COPY', {
    registerEntryNumber: entry.registrationNumber,
    copies,
    purpose: 'Spousal visa application',
  });
  const submitted = await step(app, applicant.token, draft.id, 'submit');
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  if ((await current(draft.id)).status === 'Payment_Confirmation') await markPaid(draft.id);
  return { applicant, entry, id: draft.id };
}

export async function issuedCopies(app: FastifyInstance, copies = 2) {
  const submitted = await submittedCopy(app, copies);
  const row = await walkTo(app, submitted.id, 'Approved');
  return { ...submitted, row, outcome: row.outcome as CopyOutcome };
}
