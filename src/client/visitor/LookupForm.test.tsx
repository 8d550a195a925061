import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

// The words the visitor build borrows from the areas' modules (vite.visitor.config.ts `define`).
vi.hoisted(() => vi.stubGlobal('__VISITOR_BORROWED_EN__', { notices: {} }));

const { LookupForm } = await import('./pages.js');

function Where() {
  const [location] = useLocation();
  return <output data-testid="location">{location}</output>;
}

function renderLookup() {
  const { hook } = memoryLocation({ path: '/verify' });
  return render(
    <Router hook={hook}>
      <Switch>
        <Route>
          <LookupForm
            inputId="code"
            label="Code"
            hint="As printed"
            submitLabel="Check"
            requiredMessage="Enter the code"
            normalise={(v) => v.replace(/[\s-]/g, '')}
            pathFor={(entry) => `/verify/${entry}`}
          />
        </Route>
      </Switch>
      <Where />
    </Router>,
  );
}

describe('the visitor look-up form', () => {
  it('refuses an empty entry with its message and stays on the page', async () => {
    renderLookup();
    expect(screen.getByText('As printed')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), ' - ');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter the code')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/verify$/);
  });

  it('opens the page of the entry, normalised and URL-encoded', async () => {
    renderLookup();
    await userEvent.type(screen.getByLabelText('Code'), 'AB-12 C/D');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/verify/AB12C%2FD');
  });
});
