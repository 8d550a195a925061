import type { ClipboardEvent, InputEvent, KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { FieldTitle, InputHelperText, sanitizeInputRestProps, useInput, type InputProps } from 'react-admin';
import { filterText, isKeyAllowed, type KeyFilter } from '../../shared/keyFilters.js';

/** Sets an input's value the way a user edit does, so React (and react-hook-form) see the change. */
function replaceValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Keyboard, paste and (on touch keyboards that send no key) text-input handlers for one filter. */
export function keyFilterHandlers(filter: KeyFilter) {
  return {
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      // Shortcuts (copy, paste, select all...) are never filtered.
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (!isKeyAllowed(filter, event.key)) event.preventDefault();
    },
    onPaste(event: ClipboardEvent<HTMLInputElement>) {
      const pasted = event.clipboardData.getData('text');
      const kept = filterText(filter, pasted);
      if (kept === pasted) return;
      event.preventDefault();
      const input = event.currentTarget;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      replaceValue(input, input.value.slice(0, start) + kept + input.value.slice(end));
      input.setSelectionRange(start + kept.length, start + kept.length);
    },
    onBeforeInput(event: InputEvent<HTMLInputElement>) {
      // Android keyboards report key "Unidentified" on keydown; the inserted text is judged here.
      if (event.data && filterText(filter, event.data) !== event.data) event.preventDefault();
    },
  };
}

export type KeyFilteredInputProps = InputProps<string | null> &
  Omit<TextFieldProps, keyof InputProps | 'value' | 'error' | 'select' | 'type'> & { filter: KeyFilter };

const INPUT_MODE: Record<KeyFilter, 'tel' | 'decimal'> = { numberOnly: 'tel', numberAndComma: 'decimal' };

/**
 * A react-admin input (same props as <TextInput>: source, label, validate, helperText...) that only lets
 * through the characters of a seed section 5 key filter. Built on useInput and MUI's TextField rather
 * than on <TextInput> itself: react-admin 5.15's TextInput still hands MUI 9's TextField the removed
 * `InputProps` prop, which React reports as an unknown DOM attribute.
 */
export function KeyFilteredInput({
  filter,
  className,
  label,
  helperText,
  source,
  resource,
  format,
  parse,
  validate,
  defaultValue,
  onBlur,
  onChange,
  slotProps,
  ...rest
}: KeyFilteredInputProps) {
  const {
    field: { ref, ...field },
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ defaultValue, format, parse, resource, source, type: 'text', validate, onBlur, onChange, ...rest });
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <TextField
      id={id}
      {...field}
      inputRef={ref}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      label={
        label !== '' && label !== false ? (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        ) : null
      }
      error={invalid}
      helperText={
        helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null
      }
      margin="dense"
      size="small"
      {...sanitizeInputRestProps(rest)}
      type="text"
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: INPUT_MODE[filter], ...htmlInput, ...keyFilterHandlers(filter) },
      }}
    />
  );
}

/** Digits and + - / * ( ) only (seed section 5). */
export function NumberOnlyInput(props: Omit<KeyFilteredInputProps, 'filter'>) {
  return <KeyFilteredInput {...props} filter="numberOnly" />;
}

/** Digits, comma and period only (seed section 5). */
export function NumberAndCommaInput(props: Omit<KeyFilteredInputProps, 'filter'>) {
  return <KeyFilteredInput {...props} filter="numberAndComma" />;
}
