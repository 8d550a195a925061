import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarriageEntry, RegisterParty } from '../../../shared/contracts/register.js';
import { json, renderBackoffice, signInAs, stubApi } from '../testing.js';
import MarriagePage from './MarriagePage.js';

const party = (over: Partial<RegisterParty> = {}): RegisterParty => ({
  age: 31,
  name: 'Amina Otieno',
  father: 'Juma Otieno',
  idType: 'NATIONAL_ID',
  mother: 'Mary Otieno',
  idNumber: '12345678',
  condition: 'NEVER_MARRIED',
  residence: 'Kiambu',
  occupation: 'Teacher',
  ...over,
});

/** An entry of a district the reference list does not hold: only the server's name can be shown. */
const ENTRY: MarriageEntry = {
  id: 'm-1',
  registrationNumber: 'MC/022/2026/000007',
  bookId: 'book-1',
  entryNumber: 7,
  district: '022',
  noticeId: 'n-1',
  applicationId: 'app-1',
  partyA: party(),
  partyB: party({ name: 'Brian Mwangi', idNumber: '87654321', occupation: 'Engineer' }),
  partyAIdNumber: '12345678',
  partyBIdNumber: '87654321',
  celebratedAt: '2026-11-22T22:30:00.000Z',
  venueName: 'Kiambu Registry, Room 1',
  officiantName: 'Mercy Atieno',
  witnesses: ['John Kamau', 'Jane Achieng'],
  recordedBy: 'u-1',
  certificateDocumentId: 'doc-1',
  status: 'SUBSISTING',
  dissolvedOn: null,
  dissolutionDecree: null,
  createdAt: '2026-11-22T22:35:00.000Z',
  partyAName: 'Amina Otieno',
  partyBName: 'Brian Mwangi',
  bookNumber: '022/2026/001',
  districtName: 'Kiambu',
  noticeNumber: 'NB/022/2026/000003',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('an entry of the marriage register', () => {
  it('names its district and book, and shows the celebration on the Nairobi day', async () => {
    signInAs('OFFICER', '022');
    stubApi((call) => (call.path === '/api/civil-marriages/m-1' ? json(200, ENTRY) : undefined));
    renderBackoffice(<MarriagePage />, {
      at: '/backoffice/registry/marriages/m-1',
      path: '/backoffice/registry/marriages/:id',
    });
    expect(await screen.findByRole('heading', { name: 'MC/022/2026/000007' })).toBeInTheDocument();
    const district = screen.getByText('District');
    expect(district.nextElementSibling).toHaveTextContent(/^Kiambu$/);
    expect(screen.queryByText('022')).toBeNull();
    expect(screen.getByText('Register book').nextElementSibling).toHaveTextContent('022/2026/001');
    // 22:30 UTC is already the next day in Nairobi.
    expect(screen.getByText('Celebrated').nextElementSibling).toHaveTextContent(/^23-11-2026/);
  });
});

describe('a dissolved entry', () => {
  it('says when and by which decree', async () => {
    signInAs('OFFICER', '022');
    const dissolved = {
      ...ENTRY,
      status: 'DISSOLVED',
      dissolvedOn: '2026-01-15',
      dissolutionDecree: 'Decree absolute of 15-01-2026, case E201 of 2025, High Court at Nairobi',
    };
    stubApi((call) => (call.path === '/api/civil-marriages/m-1' ? json(200, dissolved) : undefined));
    renderBackoffice(<MarriagePage />, {
      at: '/backoffice/registry/marriages/m-1',
      path: '/backoffice/registry/marriages/:id',
    });
    expect(await screen.findByText('Dissolved on')).toBeInTheDocument();
    expect(screen.getByText('Dissolved on').nextElementSibling).toHaveTextContent(/^15-01-2026$/);
    expect(screen.getByText('Decree').nextElementSibling).toHaveTextContent(
      'Decree absolute of 15-01-2026, case E201 of 2025, High Court at Nairobi',
    );
  });
});

describe("an entry's history", () => {
  it('shows the current certificate and each margin note in words, dates as dd-mm-yyyy', async () => {
    signInAs('REGISTRAR_GENERAL');
    const history = {
      certificate: { documentId: 'doc-2', number: 'MC/022/2026/000007-R1', issuedAt: '2026-12-01T07:00:00.000Z' },
      marginNotes: [
        {
          id: 'note-1',
          field: 'PARTY_B_OCCUPATION',
          oldValue: 'Engineer',
          newValue: 'Civil engineer',
          amendedAt: '2026-12-01T07:00:00.000Z',
          authority: 'Esther Wambui, Registrar General',
          applicationId: 'dr-1',
          applicationReference: 'DR-2026-000004',
          certificateNumber: 'MC/022/2026/000007-R1',
          supersededCertificateNumber: 'MC/022/2026/000007',
        },
      ],
    };
    stubApi((call) => {
      if (call.path === '/api/civil-marriages/m-1') return json(200, ENTRY);
      if (call.path === '/api/civil-marriages/m-1/history') return json(200, { data: history });
      return undefined;
    });
    renderBackoffice(<MarriagePage />, {
      at: '/backoffice/registry/marriages/m-1',
      path: '/backoffice/registry/marriages/:id',
    });
    expect(await screen.findByText("01-12-2026: Party B's occupation corrected")).toBeInTheDocument();
    const notes = screen.getByTestId('margin-notes');
    expect(notes).toHaveTextContent('Engineer');
    expect(notes).toHaveTextContent('Civil engineer');
    expect(notes).toHaveTextContent('Esther Wambui, Registrar General');
    expect(screen.getByRole('link', { name: 'DR-2026-000004' })).toHaveAttribute(
      'href',
      '/backoffice/rectifications/details/dr-1',
    );
    expect(screen.getByText('Certificate number').nextElementSibling).toHaveTextContent('MC/022/2026/000007-R1');
    expect(screen.getByRole('button', { name: 'Download the certificate' })).toBeInTheDocument();
    expect(screen.queryByText('PARTY_B_OCCUPATION')).toBeNull();
  });

  it('says so when the entry was never rectified', async () => {
    signInAs('OFFICER', '022');
    stubApi((call) => {
      if (call.path === '/api/civil-marriages/m-1') return json(200, ENTRY);
      if (call.path === '/api/civil-marriages/m-1/history')
        return json(200, { data: { certificate: null, marginNotes: [] } });
      return undefined;
    });
    renderBackoffice(<MarriagePage />, {
      at: '/backoffice/registry/marriages/m-1',
      path: '/backoffice/registry/marriages/:id',
    });
    expect(await screen.findByText('No rectification: the entry stands as it was made.')).toBeInTheDocument();
    expect(screen.getByText('No certificate was issued for this entry.')).toBeInTheDocument();
  });
});
