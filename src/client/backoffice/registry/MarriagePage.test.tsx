import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarriageEntry, RegisterParty } from '../../../shared/contracts/register.js';
import { json, renderBackoffice, signInAs, stubApi } from '../testing.js';
import MarriagePage from './MarriagePage.js';

const party = (over: Partial<RegisterParty> = {}): RegisterParty => ({
  age: 31, name: 'Amina Otieno', father: 'Juma Otieno', idType: 'NATIONAL_ID', mother: 'Mary Otieno', idNumber: '12345678', condition: 'NEVER_MARRIED', residence: 'Kiambu', occupation: 'Teacher', ...over,
});

/** An entry of a district the reference list does not hold: only the server's name can be shown. */
const ENTRY: MarriageEntry = {
  id: 'm-1', registrationNumber: 'MC/022/2026/000007', bookId: 'book-1', entryNumber: 7, district: '022', noticeId: 'n-1', applicationId: 'app-1',
  partyA: party(), partyB: party({ name: 'Brian Mwangi', idNumber: '87654321', occupation: 'Engineer' }), partyAIdNumber: '12345678', partyBIdNumber: '87654321',
  celebratedAt: '2026-11-22T22:30:00.000Z', venueName: 'Kiambu Registry, Room 1', officiantName: 'Mercy Atieno', witnesses: ['John Kamau', 'Jane Achieng'],
  recordedBy: 'u-1', certificateDocumentId: 'doc-1', status: 'SUBSISTING', createdAt: '2026-11-22T22:35:00.000Z',
  partyAName: 'Amina Otieno', partyBName: 'Brian Mwangi', bookNumber: '022/2026/001', districtName: 'Kiambu', noticeNumber: 'NB/022/2026/000003',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('an entry of the marriage register', () => {
  it('names its district and book, and shows the celebration on the Nairobi day', async () => {
    signInAs('OFFICER', '022');
    stubApi((call) => (call.path === '/api/civil-marriages/m-1' ? json(200, ENTRY) : undefined));
    renderBackoffice(<MarriagePage />, { at: '/backoffice/registry/marriages/m-1', path: '/backoffice/registry/marriages/:id' });
    expect(await screen.findByRole('heading', { name: 'MC/022/2026/000007' })).toBeInTheDocument();
    const district = screen.getByText('District');
    expect(district.nextElementSibling).toHaveTextContent(/^Kiambu$/);
    expect(screen.queryByText('022')).toBeNull();
    expect(screen.getByText('Register book').nextElementSibling).toHaveTextContent('022/2026/001');
    // 22:30 UTC is already the next day in Nairobi.
    expect(screen.getByText('Celebrated').nextElementSibling).toHaveTextContent(/^23-11-2026/);
  });
});
