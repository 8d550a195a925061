import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDateField } from '../../../shared/contracts/common.js';
import { DateControl } from '../../forms/controls.js';

const schema = z.object({ day: apiDateField });

function Form() {
  const { control, handleSubmit } = useForm<{ day: string }>({
    resolver: zodResolver(schema),
    defaultValues: { day: '' },
  });
  const [sent, setSent] = useState('');
  return (
    <form onSubmit={handleSubmit((values) => setSent(values.day))} noValidate>
      <DateControl control={control} name="day" label="Day of the wedding" required />
      <button type="submit">Send</button>
      <output data-testid="sent">{sent}</output>
    </form>
  );
}

function renderForm() {
  return render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Form />
    </LocalizationProvider>,
  );
}

describe('DayPicker', () => {
  it('asks for dd/mm/yyyy, and its error message names the same format', async () => {
    const user = userEvent.setup();
    renderForm();
    const group = screen.getByRole('group', { name: /Day of the wedding/ });
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Day', 'Month', 'Year']);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a date as dd/mm/yyyy')).toBeInTheDocument();
  });

  it('sends the day typed as dd/mm/yyyy as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(within(screen.getByRole('group', { name: /Day of the wedding/ })).getAllByRole('spinbutton')[0]);
    await user.keyboard('23112026');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('sent')).toHaveTextContent('2026-11-23'));
  });
});
