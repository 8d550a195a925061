import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { PhoneInputField, validatePhone, type PhoneInputFieldProps } from './PhoneInputField.js';
import { renderWithProviders } from './testing.js';

function renderForm(props: Partial<PhoneInputFieldProps> = {}, record: Record<string, unknown> = {}) {
  const onSubmit = vi.fn<(values: Record<string, unknown>) => void>();
  renderWithProviders(
    <Form onSubmit={onSubmit} record={record}>
      <PhoneInputField source="phone" label="Mobile phone" {...props} />
      <button type="submit">Save</button>
    </Form>,
    { admin: true, withToasts: false },
  );
  const input = screen.getByRole('textbox', { name: /Mobile phone/ }) as HTMLInputElement;
  return { user: userEvent.setup(), input, onSubmit };
}

async function typeAfterPrefix(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, keys: string) {
  await user.click(input);
  await user.keyboard('{End}');
  await user.keyboard(keys);
}

describe('PhoneInputField', () => {
  it('sends the number in E.164', async () => {
    const { user, input, onSubmit } = renderForm();
    await typeAfterPrefix(user, input, '712 345 678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ phone: '+254712345678' });
  });

  it('blocks the form with the readable message of an invalid number', async () => {
    const { user, input, onSubmit } = renderForm();
    await typeAfterPrefix(user, input, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This phone number is too short')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a number when required, and marks the field required', async () => {
    const { user, input, onSubmit } = renderForm({ required: true });
    expect(input).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets an optional field emptied again through as null', async () => {
    const { user, input, onSubmit } = renderForm();
    await typeAfterPrefix(user, input, '7{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ phone: null });
  });

  it('shows the number of the record', () => {
    const { input } = renderForm({}, { phone: '+256712345678' });
    expect(input).toHaveValue('+256 712 345678');
  });

  it('applies the allowed countries and the custom invalid-message', async () => {
    const { user, input, onSubmit } = renderForm({ allowedCountries: ['KE'], invalidMessage: 'Use a Kenyan number' });
    await user.clear(input);
    await user.type(input, '+256712345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use a Kenyan number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('validatePhone', () => {
  it('answers the translation key of the readable message, or nothing when valid or empty', () => {
    const validate = validatePhone({ allowedCountries: ['KE'] });
    expect(validate('+254712345678')).toBeUndefined();
    expect(validate('')).toBeUndefined();
    expect(validate(null)).toBeUndefined();
    expect(validate('+2547')).toBe('components.phone.errors.TOO_SHORT');
    expect(validate('+')).toBe('components.phone.errors.NOT_A_NUMBER');
    expect(validate('+9991234')).toBe('components.phone.errors.INVALID_COUNTRY');
    expect(validate('+254712345678901234567')).toBe('components.phone.errors.TOO_LONG');
    expect(validate('+254912345678')).toBe('components.phone.invalid');
    expect(validate('+256712345678')).toBe('components.phone.notAllowed');
    expect(validatePhone({}, 'Custom')('+254912345678')).toBe('Custom');
  });
});
