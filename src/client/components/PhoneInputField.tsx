import { useMemo, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, required as requiredValidator, useInput, type Validator } from 'react-admin';
import { checkPhone, type PhoneRules } from '../../shared/phone.js';
import { PhoneInput, type PhoneInputProps } from './PhoneInput.js';
import { phoneErrorMessage } from './phone/phoneText.js';

/**
 * A react-admin validator for telephone values (E.164 or the raw text the field reports). Answers the
 * translation key of the readable message (components.phone.*), or the given invalid-message;
 * react-admin translates it where it shows it.
 */
export function validatePhone(rules: PhoneRules = {}, invalidMessage?: string): (value: unknown) => string | undefined {
  return (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    return phoneErrorMessage(checkPhone(String(value), undefined, rules), invalidMessage) ?? undefined;
  };
}

export interface PhoneInputFieldProps
  extends Omit<
    PhoneInputProps,
    'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'name' | 'label' | 'inputRef'
  > {
  source: string;
  /** A string is a translation key or text (react-admin's FieldTitle); default: the resource field's label. */
  label?: ReactNode;
  helperText?: ReactNode;
  /** More validators, run after "required" and the phone check. */
  validate?: Validator | Validator[];
  defaultValue?: string;
  resource?: string;
}

/**
 * The telephone field for react-admin forms: `<PhoneInputField source="phone" label="auth.phone" required />`.
 * Stores E.164 (null when empty) and validates with the shared checkPhone rules.
 */
export function PhoneInputField({
  source,
  label,
  helperText,
  validate,
  defaultValue,
  resource,
  required,
  allowedCountries,
  ignoredCountries,
  displayMode,
  invalidMessage,
  ...phoneProps
}: PhoneInputFieldProps) {
  const allowedKey = (allowedCountries ?? []).join(',');
  const ignoredKey = (ignoredCountries ?? []).join(',');
  const validators = useMemo(() => {
    const rules: PhoneRules = {
      allowedCountries: allowedKey ? allowedKey.split(',') : undefined,
      ignoredCountries: ignoredKey ? ignoredKey.split(',') : undefined,
      displayMode,
    };
    const extra = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
    return [...(required ? [requiredValidator()] : []), validatePhone(rules, invalidMessage), ...extra];
  }, [allowedKey, ignoredKey, displayMode, invalidMessage, required, validate]);

  const {
    field,
    fieldState: { error, invalid, isTouched },
    formState: { isSubmitted },
    id,
    isRequired,
  } = useInput({ source, resource, defaultValue, validate: validators });
  const showError = invalid && (isTouched || isSubmitted);

  return (
    <PhoneInput
      {...phoneProps}
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      // MUI marks a required field itself (asterisk and the input's required attribute).
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={false} />}
      required={isRequired}
      allowedCountries={allowedCountries}
      ignoredCountries={ignoredCountries}
      displayMode={displayMode}
      invalidMessage={invalidMessage}
      error={showError}
      helperText={
        showError || helperText ? (
          <InputHelperText error={showError ? error?.message : undefined} helperText={helperText} />
        ) : undefined
      }
    />
  );
}
