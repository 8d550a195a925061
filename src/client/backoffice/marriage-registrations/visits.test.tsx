import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../shared/contracts/bookings.js';
import type { NoticeDetail } from '../../../shared/contracts/notices.js';
import { cleanup } from '@testing-library/react';
import { backofficeSwahiliMessages, englishShown } from '../swahiliTesting.js';
import { json, listOf, renderBackoffice, signInAs, stubApi } from '../testing.js';
import { TodayPanel } from '../TodayPanel.js';
import { BookingDialog } from './BookingDialog.js';
import { BookingList } from './BookingList.js';
import { CalendarGrid } from './CalendarGrid.js';
import { NewBookingDialog } from './NewBookingDialog.js';
import { PublishedNotice } from './PublishedNotice.js';

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  kind: 'ROOM',
  noticeId: 'n1',
  noticeNumber: 'NB/047/2026/000001',
  partyAName: 'Amina Otieno',
  partyBName: 'Brian Otieno',
  roomId: 'room-1',
  roomName: 'Sheria House Room 1',
  venueAddress: null,
  officerId: null,
  officerName: null,
  district: '047',
  startsAt: '2026-11-23T07:00:00.000Z',
  endsAt: '2026-11-23T07:30:00.000Z',
  status: 'BOOKED',
  applicationId: 'app-1',
  ...over,
});
const VISIT = booking({
  id: 'b2',
  kind: 'VISIT',
  roomId: null,
  roomName: 'Karen Home',
  venueAddress: '12 Karen Road, Nairobi',
  officerId: 'o1',
  officerName: 'Jane Wambui',
  partyAName: 'Chao Li',
  partyBName: 'Dan Mwangi',
  startsAt: '2026-11-23T11:00:00.000Z',
  endsAt: '2026-11-23T12:00:00.000Z',
});

const notice = (over: Partial<NoticeDetail> = {}): NoticeDetail => ({
  id: 'n2',
  applicationId: 'app-2',
  noticeNumber: 'NB/047/2026/000002',
  district: '047',
  partyAName: 'Chao Li',
  partyBName: 'Dan Mwangi',
  intendedDate: '2099-06-20',
  venueName: 'Karen Home',
  publishedAt: '2026-10-01T06:00:00.000Z',
  noticeEndsAt: '2026-10-22T06:00:00.000Z',
  validUntil: '2099-12-31T20:59:59.000Z',
  status: 'PUBLISHED',
  voidReason: null,
  waiverLicenceId: 'lic-w',
  venueLicenceId: 'lic-v',
  createdAt: '2026-10-01T06:00:00.000Z',
  cleared: true,
  openObjections: 0,
  booking: null,
  waiverLicenceNumber: 'SLW/2026/000004',
  venueLicenceNumber: 'SLP/2026/000002',
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Types a day (dd mm yyyy) or a time (hh mm) into the picker whose label matches. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, label: RegExp, keys: string) {
  await user.click(within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton')[0]!);
  await user.keyboard(keys);
}

describe('an officer’s visit on the wedding calendar', () => {
  it('reads as a visit in the lists, with its venue and officer, and a room slot as its room', () => {
    stubApi(() => undefined);
    renderBackoffice(<BookingList bookings={[booking(), VISIT]} onOpen={() => {}} />);
    const [room, visit] = screen.getAllByTestId('booking-item');
    expect(room).toHaveTextContent('Sheria House Room 1 · NB/047/2026/000001 · Booked');
    expect(room).not.toHaveTextContent('Visit');
    expect(visit).toHaveTextContent('14:00–15:00 · Chao Li & Dan Mwangi');
    expect(visit).toHaveTextContent('Visit · Karen Home · Officer: Jane Wambui · NB/047/2026/000001 · Booked');
  });

  it('reads as a visit in the week view', () => {
    stubApi(() => undefined);
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    renderBackoffice(
      <CalendarGrid
        weeks={[week]}
        month={null}
        bookings={[VISIT]}
        selected="2026-11-23"
        onSelect={() => {}}
        onOpenBooking={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: /Visit · Karen Home/ })).toHaveTextContent(
      '14:00 Visit · Karen Home: Chao Li & Dan Mwangi',
    );
  });

  it('counts a day’s weddings in words: 0 weddings, 1 wedding, 2 weddings', () => {
    stubApi(() => undefined);
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    const second = {
      ...VISIT,
      id: 'visit-2',
      startsAt: '2026-11-24T13:00:00.000Z',
      endsAt: '2026-11-24T14:00:00.000Z',
    };
    const third = {
      ...second,
      id: 'visit-3',
      startsAt: '2026-11-24T15:00:00.000Z',
      endsAt: '2026-11-24T16:00:00.000Z',
    };
    cleanup();
    renderBackoffice(
      <CalendarGrid
        weeks={[week]}
        month="2026-11-01"
        bookings={[VISIT, second, third]}
        selected="2026-11-23"
        onSelect={() => {}}
        onOpenBooking={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Monday 23 November 2026, 1 wedding' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuesday 24 November 2026, 2 weddings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wednesday 25 November 2026, 0 weddings' })).toBeInTheDocument();
  });

  it('in Swahili: the days and months by their Swahili names and the count in Swahili words', () => {
    stubApi(() => undefined);
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    const { container } = renderBackoffice(
      <CalendarGrid
        weeks={[week]}
        month="2026-11-01"
        bookings={[VISIT]}
        selected="2026-11-23"
        onSelect={() => {}}
        onOpenBooking={() => {}}
      />,
      { swahili: backofficeSwahiliMessages },
    );
    expect(screen.getByRole('button', { name: 'Jumatatu 23 Novemba 2026, Harusi 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jumanne 24 Novemba 2026, Harusi 0' })).toBeInTheDocument();
    expect(screen.getByTitle('Jumatatu')).toBeInTheDocument();
    expect(englishShown(container)).toEqual([]);
    expect(container).not.toHaveTextContent(/Monday|November|Visit/);
  });

  it('shows the venue, its address and the officer in the booking dialog, not a marriage room', () => {
    stubApi(() => undefined);
    renderBackoffice(<BookingDialog booking={VISIT} mayManage={false} onClose={() => {}} onChanged={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText("An officer's visit to a private venue")).toBeInTheDocument();
    expect(within(dialog).getByText('Karen Home')).toBeInTheDocument();
    expect(within(dialog).getByText('12 Karen Road, Nairobi')).toBeInTheDocument();
    expect(within(dialog).getByText('Jane Wambui')).toBeInTheDocument();
    expect(within(dialog).queryByText('Marriage room')).toBeNull();
  });

  it('reads as a visit among today’s weddings on the dashboard', async () => {
    signInAs('OFFICER');
    stubApi((call) =>
      call.path === '/api/dashboard/today'
        ? json(200, { data: { weddingsToday: [booking(), VISIT], recentActivity: [] } })
        : undefined,
    );
    renderBackoffice(<TodayPanel />);
    const items = within(await screen.findByTestId('weddings-today')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sheria House Room 1 · Booked');
    expect(items[1]).toHaveTextContent('Visit · Karen Home · Officer: Jane Wambui · Booked');
  });
});

describe('booking a notice celebrated at a private venue', () => {
  it('schedules the officer’s visit (day and 24-hour time) instead of a room slot, and shows the server’s field error', async () => {
    const user = userEvent.setup();
    signInAs('OFFICER');
    const calls = stubApi((call) => {
      if (call.path === '/api/notices') return listOf('notices', [notice()]);
      if (call.path === '/api/bookings' && call.method === 'GET') return listOf('bookings', []);
      if (call.path.startsWith('/api/marriage-rooms/')) return json(200, { data: [] });
      if (call.path === '/api/bookings/visits')
        return json(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'The officer is already booked then',
          errors: { startsAt: 'Jane Wambui has another visit at 13:30' },
        });
      return undefined;
    });
    renderBackoffice(
      <NewBookingDialog
        rooms={[
          {
            id: 'room-1',
            name: 'Sheria House Room 1',
            district: '047',
            opensAt: '09:00',
            closesAt: '16:00',
            slotMinutes: 30,
            weekdays: [1, 2, 3, 4, 5],
            active: true,
            capacity: 30,
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-01T00:00:00Z',
          },
        ]}
        roomId=""
        date="2026-01-01"
        onClose={() => {}}
        onBooked={() => {}}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: /Cleared notice/ }));
    await user.click(
      await screen.findByRole('option', { name: /NB\/047\/2026\/000002 · Chao Li & Dan Mwangi · visit to Karen Home/ }),
    );

    expect(await screen.findByRole('heading', { name: 'Schedule the officer’s visit' })).toBeInTheDocument();
    expect(screen.getByTestId('visit-lead')).toHaveTextContent(
      'celebrated at Karen Home under special licence SLP/2026/000002',
    );
    expect(screen.queryByRole('combobox', { name: /Marriage room/ })).toBeNull();
    expect(screen.queryByText('Free slot')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Schedule the visit' }));
    expect(await screen.findByText('Choose the day of the visit')).toBeInTheDocument();
    expect(screen.getByText('Choose the time of the visit as hh:mm')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await typeInto(user, /Day of the visit/, '20062099');
    await typeInto(user, /Time \(24-hour\)/, '1330');
    await user.click(screen.getByRole('button', { name: 'Schedule the visit' }));
    expect(await screen.findByText('Jane Wambui has another visit at 13:30')).toBeInTheDocument();
    // 13:30 in Nairobi (UTC+3), whatever the browser's zone.
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/bookings/visits',
      body: { noticeId: 'n2', startsAt: '2099-06-20T10:30:00.000Z' },
    });
  }, 30_000);

  it('lists the notice’s licences and offers the officer the visit on the published notice', async () => {
    const user = userEvent.setup();
    signInAs('OFFICER');
    let current = notice();
    const calls = stubApi((call) => {
      if (call.path === '/api/applications/app-2/notice') return json(200, { data: current });
      if (call.path === '/api/bookings/visits') {
        current = notice({
          booking: {
            ...VISIT,
            noticeId: 'n2',
            startsAt: '2099-06-20T10:30:00.000Z',
            endsAt: '2099-06-20T11:30:00.000Z',
          },
        });
        return json(201, { data: current.booking });
      }
      return undefined;
    });
    renderBackoffice(<PublishedNotice applicationId="app-2" />);
    expect(await screen.findByText('SLW/2026/000004')).toBeInTheDocument();
    expect(screen.getByText('Special licence (notice waiver)')).toBeInTheDocument();
    expect(screen.getByText('SLP/2026/000002')).toBeInTheDocument();
    expect(screen.getByText('Special licence (private venue)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Schedule visit' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule the officer’s visit' });
    await typeInto(user, /Day of the visit/, '20062099');
    await typeInto(user, /Time \(24-hour\)/, '1330');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule the visit' }));
    expect(await screen.findByText('The visit is scheduled for 20-06-2099 13:30.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/20-06-2099 13:30 · Visit · Karen Home · Booked/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Schedule visit' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  }, 30_000);

  it('offers no visit to a director, nor for a notice at a registry room', async () => {
    signInAs('DIRECTOR');
    stubApi((call) => (call.path === '/api/applications/app-2/notice' ? json(200, { data: notice() }) : undefined));
    const { unmount } = renderBackoffice(<PublishedNotice applicationId="app-2" />);
    expect(await screen.findByText('SLP/2026/000002')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule visit' })).toBeNull();
    unmount();
    signInAs('OFFICER');
    stubApi((call) =>
      call.path === '/api/applications/app-2/notice'
        ? json(200, { data: notice({ venueLicenceNumber: null, waiverLicenceNumber: null }) })
        : undefined,
    );
    renderBackoffice(<PublishedNotice applicationId="app-2" />);
    expect(await screen.findByText('NB/047/2026/000002')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule visit' })).toBeNull();
    expect(screen.queryByText('Special licence (private venue)')).toBeNull();
  });
});

describe('booking a room for a notice (security review, finding 6)', () => {
  it('offers only the rooms of the notice’s district and asks for the free slots of one of them', async () => {
    const user = userEvent.setup();
    signInAs('OFFICER');
    const coast = notice({
      id: 'n3',
      noticeNumber: 'NB/001/2026/000003',
      district: '001',
      venueName: 'Registrar of Marriages, Mombasa',
      waiverLicenceId: null,
      venueLicenceId: null,
      waiverLicenceNumber: null,
      venueLicenceNumber: null,
    });
    const calls = stubApi((call) => {
      if (call.path === '/api/notices') return listOf('notices', [coast]);
      if (call.path === '/api/bookings' && call.method === 'GET') return listOf('bookings', []);
      if (call.path.startsWith('/api/marriage-rooms/')) return json(200, { data: [] });
      return undefined;
    });
    const room = (id: string, name: string, district: string) => ({
      id,
      name,
      district,
      opensAt: '09:00',
      closesAt: '16:00',
      slotMinutes: 60,
      weekdays: [1, 2, 3, 4, 5],
      active: true,
      capacity: 30,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    });
    renderBackoffice(
      <NewBookingDialog
        rooms={[room('room-1', 'Sheria House Room 1', '047'), room('room-2', 'Mombasa Registrar Marriage Hall', '001')]}
        roomId="room-1"
        date="2099-06-22"
        onClose={() => {}}
        onBooked={() => {}}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: /Cleared notice/ }));
    await user.click(await screen.findByRole('option', { name: /NB\/001\/2026\/000003/ }));
    const rooms = screen.getByRole('combobox', { name: /Marriage room/ });
    expect(rooms).toHaveTextContent('Mombasa Registrar Marriage Hall');
    await user.click(rooms);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Mombasa Registrar Marriage Hall',
    ]);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/marriage-rooms/room-2/free-slots')).toBe(true));
  }, 30_000);
});
