import { describe, expect, it, vi } from 'vitest';
import type { InputEvent } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { keyFilterHandlers, NumberAndCommaInput, NumberOnlyInput } from './KeyFilteredInput.js';
import { renderWithProviders } from './testing.js';

function renderForm(onSubmit = vi.fn<(values: Record<string, unknown>) => void>()) {
  renderWithProviders(
    <Form onSubmit={onSubmit}>
      <NumberOnlyInput source="reference" label="Reference" />
      <NumberAndCommaInput source="amount" label="Amount" />
      <button type="submit">Save</button>
    </Form>,
    { withToasts: false, admin: true },
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('NumberOnlyInput', () => {
  it('lets digits and + - / * ( ) through and blocks other keys', async () => {
    const { user } = renderForm();
    const input = screen.getByRole('textbox', { name: 'Reference' });
    await user.type(input, '(12)a+3-4/5*6 b,.');
    expect(input).toHaveValue('(12)+3-4/5*6');
  });

  it('keeps editing keys and shortcuts working', async () => {
    const { user } = renderForm();
    const input = screen.getByRole('textbox', { name: 'Reference' });
    await user.type(input, '1234{Backspace}{ArrowLeft}9');
    expect(input).toHaveValue('1293');
    const event = new KeyboardEvent('keydown', { key: 'a', ctrlKey: true, bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('filters pasted text and inserts it at the caret', async () => {
    const { user } = renderForm();
    const input = screen.getByRole('textbox', { name: 'Reference' }) as HTMLInputElement;
    await user.type(input, '19');
    input.setSelectionRange(1, 1);
    await user.paste('2a3 b-4');
    expect(input).toHaveValue('123-49');
  });

  it('sends the filtered value with the form', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'A-12x3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ reference: '-123' });
  });

  it('asks touch keyboards for the phone keypad', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveAttribute('inputmode', 'tel');
  });

  it('judges text inserted without a usable key event (Android keyboards)', () => {
    const { onBeforeInput } = keyFilterHandlers('numberOnly');
    const event = (data: string) =>
      ({ data, preventDefault: vi.fn<() => void>() }) as unknown as InputEvent<HTMLInputElement>;
    const letter = event('x');
    onBeforeInput(letter);
    expect(letter.preventDefault).toHaveBeenCalled();
    const digits = event('12');
    onBeforeInput(digits);
    expect(digits.preventDefault).not.toHaveBeenCalled();
  });
});

describe('NumberAndCommaInput', () => {
  it('lets digits, comma and period through and blocks other keys', async () => {
    const { user } = renderForm();
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1,234.50 KES-+');
    expect(input).toHaveValue('1,234.50');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('filters pasted text', async () => {
    const { user } = renderForm();
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(input);
    await user.paste('KES 12,500.00');
    expect(input).toHaveValue('12,500.00');
  });
});
