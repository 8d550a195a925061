import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { SessionExpiredDialog, type SessionExpiredDialogProps } from './SessionExpiredDialog.js';
import { renderWithProviders } from './testing.js';

function setup(props: Partial<SessionExpiredDialogProps> = {}) {
  const handlers = {
    onLogin: vi.fn<SessionExpiredDialogProps['onLogin']>().mockResolvedValue(undefined),
    onCancel: vi.fn<() => void>(),
    onReloaded: vi.fn<() => void>(),
    ...props,
  };
  renderWithProviders(<SessionExpiredDialog open {...handlers} />);
  return { user: userEvent.setup(), ...handlers };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  username = 'jane@example.org',
  password = 'secret-123',
) {
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
}

describe('SessionExpiredDialog', () => {
  it('is a dialog titled "Session expired" with labelled fields and both buttons', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Username/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('puts focus on the username field', async () => {
    setup();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveFocus());
  });

  it('starts afresh when reopened', async () => {
    const onLogin = vi.fn<SessionExpiredDialogProps['onLogin']>().mockRejectedValue(new HttpError('Unauthorized', 401));
    const props = { onLogin, onCancel: vi.fn<() => void>(), onReloaded: vi.fn<() => void>() };
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<SessionExpiredDialog open {...props} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender(<SessionExpiredDialog open={false} {...props} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<SessionExpiredDialog open {...props} />);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    renderWithProviders(
      <SessionExpiredDialog
        open={false}
        onLogin={vi.fn<SessionExpiredDialogProps['onLogin']>()}
        onCancel={vi.fn<() => void>()}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    const password = screen.getByLabelText(/^Password/);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, toasts "Session Reloaded" and reloads', async () => {
    const { user, onLogin, onReloaded } = setup();
    await fillIn(user, 'jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledWith('jane@example.org', 'secret-123');
    expect(await screen.findByText('Success: Session Reloaded')).toBeInTheDocument();
    expect(onReloaded).not.toHaveBeenCalled();
    await waitFor(() => expect(onReloaded).toHaveBeenCalledTimes(1));
  });

  it('accepts a phone number as the username and submits with Enter', async () => {
    const { user, onLogin } = setup();
    await fillIn(user, '+254712345678', 'secret-123{Enter}');
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith('+254712345678', 'secret-123'));
  });

  it('says "Incorrect username and password" on a 401', async () => {
    const { user, onReloaded } = setup({
      onLogin: vi.fn<SessionExpiredDialogProps['onLogin']>().mockRejectedValue(new HttpError('Unauthorized', 401)),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Incorrect username and password$/);
    expect(onReloaded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it.each([
    ['a server error', new HttpError('Server error', 500)],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a 403', Object.assign(new Error('Forbidden'), { status: 403 })],
  ])('says "Network Connection Error" on %s', async (_label, error) => {
    const { user, onReloaded } = setup({
      onLogin: vi.fn<SessionExpiredDialogProps['onLogin']>().mockRejectedValue(error),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Network Connection Error$/);
    expect(onReloaded).not.toHaveBeenCalled();
  });

  it('disables Login while signing in', async () => {
    let finish: () => void = () => {};
    const { user } = setup({
      onLogin: vi.fn<SessionExpiredDialogProps['onLogin']>(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  it('asks for both fields before calling onLogin', async () => {
    const { user, onLogin } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).not.toHaveBeenCalled();
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });

  it('calls onCancel on Cancel', async () => {
    const { user, onCancel, onLogin } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('stays open on Escape: only Login or Cancel decide', async () => {
    const { user, onCancel } = setup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('reloads the page by default', async () => {
    const reload = vi.fn<() => void>();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      const user = userEvent.setup();
      renderWithProviders(
        <SessionExpiredDialog
          open
          onLogin={vi.fn<SessionExpiredDialogProps['onLogin']>().mockResolvedValue(undefined)}
          onCancel={vi.fn<() => void>()}
        />,
      );
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
