import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldErrors } from '../providers/httpClient.js';

type ControlledProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
} & Omit<TextFieldProps, 'name'>;

/** A MUI text field bound to react-hook-form, showing its field error under it. */
export function TextFieldControl<T extends FieldValues>({ control, name, ...props }: ControlledProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          id={props.id ?? String(name).replace(/\./g, '-')}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth
          margin="normal"
        />
      )}
    />
  );
}

/** Puts the API's field messages next to their fields; answers the general message. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): string {
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    setError(field as FieldPath<T>, { type: 'server', message });
  }
  return errorMessage(error);
}
