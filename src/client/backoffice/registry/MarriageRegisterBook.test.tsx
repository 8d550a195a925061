import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderBackoffice, setScreen, signInAs, stubApi, type Call } from '../testing.js';
import MarriageRegisterBook from './MarriageRegisterBook.js';
import type { MarriageEntry, RegisterBook } from './registryTypes.js';

const BOOK: RegisterBook = {
  id: 'b-1',
  district: '047',
  year: 2024,
  bookNumber: '047/2024/1',
  capacity: 500,
  entriesUsed: 23,
  createdAt: '2024-01-02T06:00:00.000Z',
  districtName: 'Nairobi',
};

const entry = (n: number): MarriageEntry => ({
  id: `m-${n}`,
  registrationNumber: `MC/047/2024/${String(n).padStart(6, '0')}`,
  bookId: BOOK.id,
  entryNumber: n,
  district: '047',
  noticeId: null,
  applicationId: null,
  partyA: {
    name: `Wanjiru Grace ${n}`,
    idType: 'NATIONAL_ID',
    idNumber: `2010${n}`,
    age: 30,
    condition: 'NEVER_MARRIED',
    occupation: 'Teacher',
    residence: 'Nairobi',
    father: 'F',
    mother: 'M',
  },
  partyB: {
    name: `John Kamau ${n}`,
    idType: 'NATIONAL_ID',
    idNumber: `2110${n}`,
    age: 32,
    condition: 'NEVER_MARRIED',
    occupation: 'Farmer',
    residence: 'Nairobi',
    father: 'F',
    mother: 'M',
  },
  partyAIdNumber: `2010${n}`,
  partyBIdNumber: `2110${n}`,
  // 07:00 UTC is 10:00 in Nairobi.
  celebratedAt: `2024-03-${String(n).padStart(2, '0')}T07:00:00.000Z`,
  venueName: 'Sheria House, Harambee Avenue, Nairobi',
  officiantName: 'Registrar of Marriages',
  witnesses: ['W One', 'W Two'],
  recordedBy: null,
  certificateDocumentId: null,
  status: n === 12 ? 'DISSOLVED' : 'SUBSISTING',
  dissolvedOn: null,
  dissolutionDecree: null,
  createdAt: '2024-03-01T07:00:00.000Z',
  partyAName: `Wanjiru Grace ${n}`,
  partyBName: `John Kamau ${n}`,
  bookNumber: BOOK.bookNumber,
  districtName: 'Nairobi',
  noticeNumber: null,
});
const ENTRIES = Array.from({ length: 23 }, (_, i) => entry(i + 1));

/** The API's answer: the range asked for, of the book the filter names only. */
function api(call: Call) {
  if (call.path === '/api/register-books') return json(200, [BOOK], { 'content-range': 'register-books 0-0/1' });
  if (call.path === `/api/register-books/${BOOK.id}`) return json(200, BOOK);
  if (call.path === '/api/civil-marriages') {
    const [first, last] = call.query.range as [number, number];
    const rows = (call.query.filter as { bookId?: string }).bookId === BOOK.id ? ENTRIES : [];
    return json(200, rows.slice(first, last + 1), {
      'content-range': `civil-marriages ${first}-${Math.min(last, rows.length - 1)}/${rows.length}`,
    });
  }
  return undefined;
}

beforeEach(() => {
  signInAs('OFFICER');
  setScreen('desktop');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the register book page', () => {
  it('opens a book at its first page: ten entries laid out as in the register, fetched by the book filter', async () => {
    const calls = stubApi(api);
    renderBackoffice(<MarriageRegisterBook />, { at: `/?book=${BOOK.id}` });
    expect(await screen.findByRole('heading', { name: 'Book 047/2024/1, page 1 of 3' })).toBeInTheDocument();
    const entries = screen.getAllByTestId('register-entry');
    expect(entries).toHaveLength(10);
    const first = within(entries[0]);
    expect(first.getByRole('heading', { name: 'Entry No. 1' })).toBeInTheDocument();
    expect(first.getByText('MC/047/2024/000001')).toBeInTheDocument();
    expect(first.getByText('Wanjiru Grace 1 & John Kamau 1')).toBeInTheDocument();
    expect(first.getByText('01-03-2024 10:00')).toBeInTheDocument();
    expect(first.getByText('Sheria House, Harambee Avenue, Nairobi')).toBeInTheDocument();
    expect(first.getByText('Registrar of Marriages')).toBeInTheDocument();
    expect(first.getByText('Subsisting')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Open entry 1' })).toHaveAttribute(
      'href',
      '/backoffice/registry/marriages/m-1',
    );
    expect(screen.getByText('Entries 1 to 10 of 23')).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/civil-marriages').at(-1)!;
    expect(asked.query).toMatchObject({ filter: { bookId: BOOK.id }, sort: ['entryNumber', 'ASC'], range: [0, 9] });
  });

  it('turns the pages with next and previous, and cannot turn past the first or the last', async () => {
    const user = userEvent.setup();
    const calls = stubApi(api);
    renderBackoffice(<MarriageRegisterBook />, { at: `/?book=${BOOK.id}` });
    await screen.findByRole('heading', { name: 'Book 047/2024/1, page 1 of 3' });
    const pager = () => within(screen.getByRole('navigation', { name: 'Pages of the register book' }));
    expect(pager().getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(pager().getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Book 047/2024/1, page 2 of 3' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('register-entry')[0]).getByRole('heading', { name: 'Entry No. 11' }),
      ).toBeInTheDocument(),
    );
    expect(within(screen.getAllByTestId('register-entry')[1]).getByText('Dissolved')).toBeInTheDocument();
    await user.click(pager().getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Book 047/2024/1, page 3 of 3' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('register-entry')).toHaveLength(3));
    expect(screen.getByText('Entries 21 to 23 of 23')).toBeInTheDocument();
    expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(pager().getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('heading', { name: 'Book 047/2024/1, page 2 of 3' })).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path === '/api/civil-marriages')
        .map((c) => c.query.range)
        .slice(0, 3),
    ).toEqual([
      [0, 9],
      [10, 19],
      [20, 29],
    ]);
  });
});
