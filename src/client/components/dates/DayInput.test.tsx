import { screen, within } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SimpleForm } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing.js';
import { DayInput } from './DayInput.js';
import { TimeOfDayInput } from './TimeOfDayInput.js';

function renderForm(record: Record<string, unknown>) {
  return renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SimpleForm record={record} toolbar={false}>
        <DayInput source="effectiveFrom" label="Effective from" />
        <TimeOfDayInput source="opensAt" label="Opens at" />
      </SimpleForm>
    </LocalizationProvider>,
    { admin: true },
  );
}

const sections = (name: RegExp) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('spinbutton')
    .map((s) => s.textContent);

describe('react-admin date and time inputs', () => {
  it('show a day as dd/mm/yyyy and a time of day on the 24-hour clock, whatever the browser’s locale', async () => {
    renderForm({ effectiveFrom: '2026-11-23', opensAt: '14:30' });
    await screen.findByRole('group', { name: /Effective from/ });
    expect(sections(/Effective from/)).toEqual(['23', '11', '2026']);
    expect(sections(/Opens at/)).toEqual(['14', '30']);
  });
});
