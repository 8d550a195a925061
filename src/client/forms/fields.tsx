import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { useTranslate } from 'react-admin';
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

/** A password field with a show/hide button. */
export function PasswordFieldControl<T extends FieldValues>(props: ControlledProps<T>) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextFieldControl
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(visible ? 'auth.hidePassword' : 'auth.showPassword')}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
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
