import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { eachTestAs, json, renderBackoffice, stubApi } from '../backoffice/testing.js';
import { ActionBar } from './ActionBar.js';

eachTestAs('OFFICER');

describe('ActionBar', () => {
  it('issue 20 #19: asks before an approval, sends nothing on cancel, and approves with an optional note', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/applications/app-1/approve'
        ? json(200, { id: 'app-1', status: 'Submitted', stage: 'DIRECTOR', version: 4 })
        : undefined,
    );
    const onDone = vi.fn<() => void>();
    renderBackoffice(
      <ActionBar
        application={{ id: 'app-1', version: 3, allowedActions: ['approve', 'release'] }}
        actor="STAFF"
        onDone={onDone}
      />,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('It cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve' });
    // The note is optional: the approval can go without one.
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
    await user.type(
      within(dialog).getByLabelText('Note for the record (optional)'),
      'Documents checked against the originals',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/applications/app-1/approve', { version: 3, comment: 'Documents checked against the originals' }],
    ]);
  });

  it('still takes a release at once', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/applications/app-1/release'
        ? json(200, { id: 'app-1', status: 'Submitted', stage: 'OFFICER', version: 4 })
        : undefined,
    );
    const onDone = vi.fn<() => void>();
    renderBackoffice(
      <ActionBar
        application={{ id: 'app-1', version: 3, allowedActions: ['approve', 'release'] }}
        actor="STAFF"
        onDone={onDone}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Release' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/applications/app-1/release']);
  });
});
