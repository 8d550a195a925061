import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { DayPicker } from '../components/dates/DayPicker.js';
import { PhoneInput } from '../components/PhoneInput.js';

const idOf = (name: string) => name.replace(/\./g, '-');

export interface Option {
  value: string;
  label: string;
}

interface BaseProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  helperText?: string;
}

/** A native select (works with the phone's keyboard and screen readers) bound to the form. */
export function SelectControl<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  options,
}: BaseProps<T> & { options: Option[] }) {
  const translate = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={idOf(name)}
          name={field.name}
          label={label}
          required={required}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
          margin="normal"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{translate('serviceForm.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** A date typed or picked as dd/mm/yyyy, kept as yyyy-mm-dd. */
export function DateControl<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  disableFuture,
  disablePast,
  minDate,
}: BaseProps<T> & { disableFuture?: boolean; disablePast?: boolean; minDate?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DayPicker
          label={label}
          disableFuture={disableFuture}
          disablePast={disablePast}
          minDate={minDate}
          openTo={disableFuture ? 'year' : 'day'}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          textField={{
            id: idOf(name),
            name: field.name,
            required,
            fullWidth: true,
            margin: 'normal',
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message ?? helperText,
            onBlur: field.onBlur,
          }}
        />
      )}
    />
  );
}

/** The international phone field (src/client/components/PhoneInput.tsx) bound to the form. */
export function PhoneControl<T extends FieldValues>({ control, name, label, required, helperText }: BaseProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneInput
          id={idOf(name)}
          name={field.name}
          label={label}
          required={required}
          defaultCountry="KE"
          preferredCountries={['KE']}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/** A group of radio buttons with its legend. */
export function RadioControl<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: BaseProps<T> & { options: (Option & { hint?: string })[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} margin="normal" fullWidth>
          <FormLabel component="legend">{label}</FormLabel>
          <RadioGroup
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {options.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
