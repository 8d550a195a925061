import type { Ref } from 'react';
import type { TextFieldProps } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { fromPickerValue, INPUT_DATE_FORMAT, nairobiToday, toPickerValue } from '../../../shared/dates.js';

export interface DayPickerProps {
  label: string;
  /** The day picked, yyyy-mm-dd ('' or null for none). */
  value: string | null | undefined;
  /** Called with the yyyy-mm-dd picked, or '' while the field holds nothing or an incomplete or impossible date. */
  onChange(value: string): void;
  /** The earliest and latest days that may be picked (yyyy-mm-dd). */
  minDate?: string;
  maxDate?: string;
  /** Today in Nairobi or later / today in Nairobi or earlier (not the browser's today). */
  disablePast?: boolean;
  disableFuture?: boolean;
  openTo?: 'year' | 'day';
  inputRef?: Ref<HTMLInputElement>;
  /** Props of the text field: id, name, required, error, helperText, onBlur, size, margin ... */
  textField?: Partial<TextFieldProps>;
}

/**
 * The portal's one date picker: typed and shown as dd/mm/yyyy (seed section 5), kept as yyyy-mm-dd.
 * "Today" is the registry's day in Nairobi, whatever the zone of the browser.
 */
export function DayPicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  disablePast,
  disableFuture,
  openTo,
  inputRef,
  textField,
}: DayPickerProps) {
  const today = nairobiToday();
  const earliest = [minDate, disablePast ? today : undefined]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
  const latest = [maxDate, disableFuture ? today : undefined].filter((d): d is string => Boolean(d)).sort()[0];
  return (
    <DatePicker
      label={label}
      format={INPUT_DATE_FORMAT}
      value={toPickerValue(value)}
      onChange={(picked: Dayjs | null) => onChange(fromPickerValue(picked))}
      minDate={toPickerValue(earliest) ?? undefined}
      maxDate={toPickerValue(latest) ?? undefined}
      openTo={openTo}
      inputRef={inputRef}
      slotProps={{ textField: textField as object }}
    />
  );
}
