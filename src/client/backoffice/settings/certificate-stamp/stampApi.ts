import { HttpError } from 'react-admin';
import { z } from 'zod';
import { certificateStampSchema, type CertificateStampRecord } from '../../../../shared/contracts/certification.js';
import { checkedAnswer } from '../../../providers/contracts.js';
import { getRecord, handleAuthFailure } from '../../../providers/httpClient.js';
import { API_URL, getAccessToken } from '../../../providers/session.js';

/** The stamps, newest (the current one) first. */
export async function listStamps(): Promise<CertificateStampRecord[]> {
  return getRecord(`/certificate-stamps?range=${encodeURIComponent('[0,99]')}`, z.array(certificateStampSchema));
}

/** A stamp's image as a blob URL (fetched with the bearer token); the caller revokes it. */
export async function stampImageUrl(id: string): Promise<string> {
  const headers = new Headers();
  const token = getAccessToken();
  if (token) headers.set('Authorization', token);
  const response = await fetch(`${API_URL}/certificate-stamps/${encodeURIComponent(id)}/image`, { headers });
  if (!response.ok) throw new HttpError(response.statusText, response.status);
  return URL.createObjectURL(await response.blob());
}

/** Uploads a new stamp (multipart: the signatory, then the image). */
export async function uploadStamp(input: {
  image: File;
  signatoryName: string;
  signatoryTitle: string;
}): Promise<CertificateStampRecord> {
  const form = new FormData();
  form.append('signatoryName', input.signatoryName);
  form.append('signatoryTitle', input.signatoryTitle);
  form.append('image', input.image, input.image.name);
  const headers = new Headers({ Accept: 'application/json' });
  const token = getAccessToken();
  if (token) headers.set('Authorization', token);
  const response = await fetch(`${API_URL}/certificate-stamps`, { method: 'POST', body: form, headers });
  const body = await response.json().catch(() => null);
  if (response.status === 401) handleAuthFailure();
  if (!response.ok) throw new HttpError(body?.message ?? response.statusText, response.status, body);
  return checkedAnswer(certificateStampSchema, (body as { data?: unknown }).data, '/certificate-stamps');
}
