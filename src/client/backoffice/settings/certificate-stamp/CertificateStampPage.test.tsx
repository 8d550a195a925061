import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderInPortal } from '../../../components/testing.js';
import * as session from '../../../providers/session.js';
import { CertificateStampPage } from './CertificateStampPage.js';

const STAMPS = [
  {
    id: 's2',
    contentType: 'image/png',
    size: 900,
    signatoryName: 'Esther Wambui',
    signatoryTitle: 'Registrar General of Marriages',
    uploadedByName: 'Esther Wambui',
    uploadedAt: '2026-10-24T07:30:00.000Z',
    current: true,
  },
  {
    id: 's1',
    contentType: 'image/png',
    size: 900,
    signatoryName: 'Mary Njeri Kamau',
    signatoryTitle: 'Registrar General of Marriages',
    uploadedByName: 'Esther Wambui',
    uploadedAt: '2025-10-19T07:30:00.000Z',
    current: false,
  },
];
const posts: FormData[] = [];
let stamps = STAMPS;
let uploadAnswer: Response | null = null;

beforeEach(() => {
  posts.length = 0;
  stamps = STAMPS;
  uploadAnswer = null;
  Object.assign(URL, { createObjectURL: () => 'blob:stamp', revokeObjectURL: () => undefined });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input.toString();
      if (init.method === 'POST') {
        posts.push(init.body as FormData);
        return uploadAnswer ?? json(201, { data: { ...STAMPS[0], id: 's3' } });
      }
      if (url.includes('/image'))
        return new Response(new Uint8Array([137, 80, 78, 71]), {
          status: 200,
          headers: { 'content-type': 'image/png' },
        });
      if (url.startsWith('/api/certificate-stamps'))
        return json(200, stamps, { 'content-range': `certificate-stamps 0-${stamps.length - 1}/${stamps.length}` });
      return json(404, { message: 'Not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAs(staffRole: string) {
  vi.spyOn(session, 'getStoredProfile').mockReturnValue({ accountType: 'BACKOFFICE', staffRole } as ReturnType<
    typeof session.getStoredProfile
  >);
  return renderInPortal(<CertificateStampPage />, '/');
}

describe('the certificate stamp page', { timeout: 20_000 }, () => {
  it('shows the current stamp with its signatory and every stamp kept, dates in words', async () => {
    renderAs('ADMIN');
    expect(
      await screen.findByRole('img', { name: 'The current certificate stamp, signed by Esther Wambui' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Esther Wambui, Registrar General of Marriages').length).toBeGreaterThan(0);
    expect(screen.getByText('Mary Njeri Kamau, Registrar General of Marriages')).toBeInTheDocument();
    expect(screen.getByText(/Uploaded by Esther Wambui on 19-10-2025/)).toBeInTheDocument();
    // Read-only for the ADMIN: no upload form.
    expect(screen.getByText('You can view this setting; your role cannot change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload the stamp' })).not.toBeInTheDocument();
  });

  it('says when there is no stamp yet', async () => {
    stamps = [];
    renderAs('FINANCE');
    expect(await screen.findByText(/There is no certificate stamp yet/)).toBeInTheDocument();
  });

  it("lets the Registrar General upload an image with the signatory; checks them first; shows the server's refusal at the image", async () => {
    renderAs('REGISTRAR_GENERAL');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload the stamp' }));
    expect((await screen.findAllByText('Required')).length).toBe(3);
    expect(posts).toHaveLength(0);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText(/^Stamp image \(PNG or JPEG\)/), text, { applyAccept: false });
    expect(await screen.findByText('The stamp must be a PNG or JPEG image')).toBeInTheDocument();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'seal.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/^Stamp image \(PNG or JPEG\)/), png);
    await userEvent.type(screen.getByLabelText(/^Signatory name/), 'Esther Wambui');
    await userEvent.type(screen.getByLabelText(/^Signatory title/), 'Registrar General of Marriages');
    uploadAnswer = json(400, {
      message: 'Please correct the highlighted fields',
      errors: { image: 'The stamp must be a PNG or JPEG image' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload the stamp' }));
    expect(await screen.findByText('The stamp must be a PNG or JPEG image')).toBeInTheDocument();
    uploadAnswer = null;
    await userEvent.click(screen.getByRole('button', { name: 'Upload the stamp' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    const sent = posts[1];
    expect(sent.get('signatoryName')).toBe('Esther Wambui');
    expect(sent.get('signatoryTitle')).toBe('Registrar General of Marriages');
    expect((sent.get('image') as File).name).toBe('seal.png');
  });
});
