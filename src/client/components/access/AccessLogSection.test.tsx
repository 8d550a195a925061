import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessRecordRow } from '../../../shared/contracts/audit.js';
import { json, listOf, renderBackoffice, signInAs, stubApi } from '../../backoffice/testing.js';
import { backofficeSwahiliMessages } from '../../backoffice/swahiliTesting.js';
import { AccessLogSection } from './AccessLogSection.js';
import { AccessReason } from './AccessReason.js';
import { AccessLogTable } from './AccessLogTable.js';

const ROWS: AccessRecordRow[] = [
  {
    id: 2,
    at: '2026-11-27T22:15:00.000Z',
    role: 'ADMIN',
    actorName: 'Peter Njoroge',
    office: null,
    kind: 'application',
    reference: 'MRG-2026-000123',
    reason: null,
    reasonRequired: true,
    resultCount: null,
  },
  {
    id: 1,
    at: '2026-11-26T08:00:00.000Z',
    role: 'OFFICER',
    actorName: 'Grace Wanjiru',
    office: 'Nairobi',
    kind: 'application',
    reference: 'MRG-2026-000123',
    reason: null,
    reasonRequired: false,
    resultCount: null,
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a record's access log in the back office", () => {
  it('shows who opened it, in words, dates as dd-mm-yyyy in Nairobi time, and flags a missing reason', async () => {
    signInAs('REGISTRAR_GENERAL', null);
    const calls = stubApi((call) => (call.path === '/api/access-records' ? listOf('access-records', ROWS) : undefined));
    renderBackoffice(<AccessLogSection kind="application" subjectId="7d1c0f4e-1b7a-4f7e-9d65-1f0a3c2b9e11" />);
    const table = await screen.findByTestId('access-log');
    expect(calls.find((c) => c.path === '/api/access-records')?.query.filter).toEqual({
      kind: 'application',
      subjectId: '7d1c0f4e-1b7a-4f7e-9d65-1f0a3c2b9e11',
    });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    // 22:15 UTC on the 27th is already the 28th in Nairobi.
    expect(first).toHaveTextContent('28-11-2026 01:15');
    expect(first).toHaveTextContent('Peter Njoroge');
    expect(first).toHaveTextContent('Administrator');
    expect(first).toHaveTextContent('National office');
    expect(first).toHaveTextContent('Opened the application · MRG-2026-000123');
    expect(first).toHaveTextContent('No reason given');
    expect(second).toHaveTextContent('Registration officer');
    expect(second).toHaveTextContent('Nairobi');
    expect(second).toHaveTextContent('Not asked');
    expect(table.textContent).not.toMatch(/ADMIN|OFFICER|2026-11-2\dT/);
  });

  it('is not shown to staff who do not read the audit log, and asks nothing', async () => {
    signInAs('OFFICER');
    const calls = stubApi(() => undefined);
    renderBackoffice(<AccessLogSection kind="application" subjectId="7d1c0f4e-1b7a-4f7e-9d65-1f0a3c2b9e11" />);
    expect(screen.queryByText('Who opened this record')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/access-records')).toEqual([]);
  });

  it('speaks Swahili, and shows a citizen the role and office, never a name', async () => {
    stubApi(() => undefined);
    renderBackoffice(<AccessLogTable rows={ROWS.map((r) => ({ ...r, actorName: null }))} withNames={false} />, {
      swahili: backofficeSwahiliMessages,
    });
    const table = screen.getByTestId('access-log');
    expect(table).toHaveTextContent('Lini');
    expect(table).toHaveTextContent('Alifungua ombi · MRG-2026-000123');
    expect(table).toHaveTextContent('Ofisi ya kitaifa');
    expect(table).not.toHaveTextContent('Peter Njoroge');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  });
});

describe('the reason asked of staff who do not work on a record', () => {
  const record = { section: 'marriage-registrations' as const, district: '047' };

  it('asks the administrator why, and sends the reason with the record read again', async () => {
    signInAs('ADMIN', null);
    const calls = stubApi((call) => (call.path === '/api/applications/a-1' ? json(200, { id: 'a-1' }) : undefined));
    renderBackoffice(<AccessReason path="/applications/a-1" record={record} />);
    const send = screen.getByRole('button', { name: 'Record the reason' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Why you opened it'), { target: { value: '  Complaint 2026/114  ' } });
    fireEvent.click(send);
    expect(await screen.findByText('Your reason is recorded with this access.')).toBeInTheDocument();
    const read = calls.find((c) => c.path === '/api/applications/a-1');
    expect(read?.method).toBe('GET');
    const sent = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/applications/a-1'));
    expect(new Headers(sent?.[1]?.headers as HeadersInit).get('X-Access-Reason')).toBe('Complaint 2026/114');
  });

  it('does not ask the officer working on it; asks another district’s, in Swahili too', () => {
    signInAs('OFFICER', '047');
    stubApi(() => undefined);
    const { unmount } = renderBackoffice(<AccessReason path="/applications/a-1" record={record} />);
    expect(screen.queryByTestId('access-reason')).toBeNull();
    unmount();
    signInAs('OFFICER', '001');
    renderBackoffice(<AccessReason path="/applications/a-1" record={record} />, { swahili: backofficeSwahiliMessages });
    expect(screen.getByTestId('access-reason')).toHaveTextContent('eleza kwa nini umeifungua');
  });
});
