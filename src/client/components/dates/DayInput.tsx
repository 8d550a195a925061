import { useInput, useTranslate, type InputProps } from 'react-admin';
import { DayPicker } from './DayPicker.js';

type DayInputProps = Pick<InputProps, 'source' | 'label' | 'validate' | 'isRequired' | 'defaultValue'> & {
  className?: string;
  helperText?: string | false;
  size?: 'small' | 'medium';
  disablePast?: boolean;
};

/**
 * react-admin's input for a day (forms and list filters), in place of its DateInput: that one is the
 * browser's native date field, which shows the browser's format (mm/dd/yyyy in some) and today.
 */
export function DayInput({
  source,
  label,
  validate,
  isRequired,
  defaultValue,
  className,
  helperText,
  size,
  disablePast,
}: DayInputProps) {
  const translate = useTranslate();
  const { field, fieldState, isRequired: required } = useInput({ source, validate, isRequired, defaultValue });
  const error = fieldState.error?.message;
  const help = error
    ? translate(error, { _: error })
    : helperText
      ? translate(helperText, { _: helperText })
      : undefined;
  return (
    <DayPicker
      label={typeof label === 'string' ? translate(label, { _: label }) : source}
      value={field.value}
      onChange={field.onChange}
      disablePast={disablePast}
      inputRef={field.ref}
      textField={{
        id: `${source}-input`,
        name: field.name,
        onBlur: field.onBlur,
        required,
        error: Boolean(error),
        helperText: help,
        size,
        className,
        margin: 'dense',
      }}
    />
  );
}
