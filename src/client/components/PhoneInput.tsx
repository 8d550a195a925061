import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useForkRef } from '@mui/material';
import { MuiTelInput, type MuiTelInputCountry, type MuiTelInputInfo } from 'mui-tel-input';
import {
  checkPhone,
  PHONE_FIELD_NAME,
  PHONE_INPUT_MAX_LENGTH,
  type PhoneCheck,
  type PhoneDisplayMode,
  type PhoneRules,
  type TelValidation,
} from '../../shared/phone.js';
import { getFlagElement, unknownFlag } from './phone/phoneFlags.js';
import {
  COUNTRY_DETECTION_WARNING,
  detectCountry,
  fallbackCountry,
  firstAcceptedCountry,
  initialCountry,
} from './phone/phoneCountry.js';
import { filterPhoneText, internationalFromNational, isPhoneTextEmpty, phoneErrorMessage } from './phone/phoneText.js';
import { useCountryMenu } from './phone/useCountryMenu.js';
import { useComponentsTranslate } from './useComponentsTranslate.js';

export interface PhoneInputProps {
  /** E.164 (or the raw text while the number is not valid); '' or null when empty. */
  value?: string | null;
  /** E.164 when the number is valid, the raw text when it is not, '' when the field is empty. */
  onChange?: (value: string, info: TelValidation | null) => void;
  /** Every change: the seed's validation result (null when nothing parses) and the full check. */
  onValidation?: (result: TelValidation | null, check: PhoneCheck | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  label?: ReactNode;
  /** Default PHONE_FIELD_NAME ("telephone"). */
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** Only numbers of these countries are valid, and only they are listed. */
  allowedCountries?: readonly MuiTelInputCountry[];
  /** Numbers of these countries are never valid, and they are not listed. */
  ignoredCountries?: readonly MuiTelInputCountry[];
  /** Listed first. */
  preferredCountries?: readonly MuiTelInputCountry[];
  defaultCountry?: MuiTelInputCountry;
  /** Asks GET /api/geo/country for the user's country; falls back to the first preferred/allowed country, else KE. */
  autoDefaultCountry?: boolean;
  /** Format of `formatted` in the validation result; an unknown mode means international. */
  displayMode?: PhoneDisplayMode | (string & {});
  /** Keeps only digits, spaces, plus, hyphen and parentheses. */
  onlyPhoneCharacters?: boolean;
  /** Custom input filter: characters that do not match are dropped. */
  pattern?: RegExp;
  /** Shown when the number parses but is not valid (or not accepted). */
  invalidMessage?: string;
  /** From a form: forces the error state (on submit, say). */
  error?: boolean;
  /** From a form: shown under the field; a form error wins over the field's own message. */
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  size?: 'small' | 'medium';
  className?: string;
}

const listKey = (list: readonly string[] | undefined) => (list ?? []).join(',');
const splitKey = (key: string) => (key ? (key.split(',') as MuiTelInputCountry[]) : undefined);

/**
 * The telephone field of seed sections 2, 5, 8 and 9, on mui-tel-input: a country selector with
 * local flags, validation by the selected country's numbering plan (src/shared/phone.ts) and readable
 * messages once the user has typed and left the field. The field always shows the number in the
 * international form mui-tel-input gives it; `displayMode` shapes `formatted` in the validation result.
 */
export function PhoneInput({
  value,
  onChange,
  onValidation,
  onBlur,
  label,
  name = PHONE_FIELD_NAME,
  id,
  required,
  disabled,
  allowedCountries,
  ignoredCountries,
  preferredCountries,
  defaultCountry,
  autoDefaultCountry = false,
  displayMode,
  onlyPhoneCharacters = false,
  pattern,
  invalidMessage,
  error = false,
  helperText,
  inputRef: externalInputRef,
  fullWidth = true,
  margin = 'normal',
  size,
  className,
}: PhoneInputProps) {
  const translate = useComponentsTranslate();
  const generatedId = useId();
  const inputId = id ?? `phone-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;

  // Inline arrays get a new identity on every render: key the memos on their content.
  const allowedKey = listKey(allowedCountries);
  const ignoredKey = listKey(ignoredCountries);
  const preferredKey = listKey(preferredCountries);
  const rules = useMemo<PhoneRules>(
    () => ({ allowedCountries: splitKey(allowedKey), ignoredCountries: splitKey(ignoredKey), displayMode }),
    [allowedKey, ignoredKey, displayMode],
  );
  const preferred = useMemo(
    () => (splitKey(preferredKey) ?? []).filter((country) => firstAcceptedCountry([country], rules)),
    [preferredKey, rules],
  );

  const [detected, setDetected] = useState<MuiTelInputCountry | null>(null);
  const startCountry = detected ?? initialCountry(defaultCountry, preferred, rules);
  const [text, setText] = useState(value ?? '');
  const [country, setCountry] = useState<MuiTelInputCountry | null>(startCountry);
  const [interacted, setInteracted] = useState(false);
  const typed = useRef(false);
  const countryPicked = useRef(false);
  const lastEmitted = useRef(value ?? '');
  const current = useRef({ text, country });
  useEffect(() => {
    current.current = { text, country };
  }, [text, country]);

  // A value set from outside (a form reset, a loaded record) replaces what the field shows.
  const external = value ?? '';
  useEffect(() => {
    if (value === undefined || external === lastEmitted.current) return;
    lastEmitted.current = external;
    setText(external);
  }, [value, external]);

  useEffect(() => {
    if (!autoDefaultCountry) return;
    const controller = new AbortController();
    detectCountry(controller.signal)
      .then((found) => firstAcceptedCountry([found], rules) ?? fallbackCountry(preferred, rules))
      .catch(() => {
        if (controller.signal.aborted) return null;
        console.warn(COUNTRY_DETECTION_WARNING);
        return fallbackCountry(preferred, rules);
      })
      .then((next) => {
        // Never override what the user has started typing or picking.
        if (!next || controller.signal.aborted || countryPicked.current) return;
        if (!isPhoneTextEmpty(current.current.text, current.current.country)) return;
        setDetected(next);
      });
    return () => controller.abort();
  }, [autoDefaultCountry, rules, preferred]);

  const evaluate = useCallback(
    (raw: string, selected: MuiTelInputCountry | null): PhoneCheck | null =>
      isPhoneTextEmpty(raw, selected) ? null : checkPhone(raw, selected ?? undefined, rules),
    [rules],
  );
  const check = useMemo(() => evaluate(text, country), [evaluate, text, country]);

  const handleChange = (raw: string, info: MuiTelInputInfo) => {
    if (info.reason === 'input') typed.current = true;
    setText(raw);
    setCountry(info.countryCode);
    const next = evaluate(raw, info.countryCode);
    onValidation?.(next?.result ?? null, next);
    const emitted = next === null ? '' : next.ok ? next.e164 : raw;
    if (emitted === lastEmitted.current) return;
    lastEmitted.current = emitted;
    onChange?.(emitted, next?.result ?? null);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (typed.current) setInteracted(true);
    onBlur?.(event);
  };

  /** Runs before mui-tel-input reads the input's text, so dropped characters never reach the parser. */
  const filterTyping = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    let kept =
      onlyPhoneCharacters || pattern
        ? filterPhoneText(event.target.value, { onlyPhoneCharacters, pattern })
        : event.target.value;
    // A number written as at home ("0712 345 678", over the cleared or selected calling code) is a
    // number of the country shown, never "+0712…" (issue 20 #8).
    kept = internationalFromNational(kept, current.current.country ?? startCountry) ?? kept;
    if (kept !== event.target.value) event.target.value = kept;
  };

  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const inputRef = useForkRef(ownInputRef, externalInputRef);
  const menu = useCountryMenu(ownInputRef);

  const messageKey = phoneErrorMessage(check, invalidMessage);
  const showOwnMessage = messageKey !== null && (interacted || error);
  const ownMessage = messageKey === null ? null : translate(messageKey, { _: messageKey });
  const chooseCountry = translate('components.phone.chooseCountry');

  return (
    <MuiTelInput
      id={inputId}
      name={name}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      label={label}
      required={required}
      disabled={disabled}
      placeholder={translate('components.phone.placeholder')}
      error={error || showOwnMessage}
      helperText={error && helperText ? helperText : showOwnMessage ? ownMessage : helperText}
      fullWidth={fullWidth}
      margin={margin}
      size={size}
      className={className}
      defaultCountry={startCountry}
      onlyCountries={rules.allowedCountries?.length ? ([...rules.allowedCountries] as MuiTelInputCountry[]) : undefined}
      excludedCountries={
        rules.ignoredCountries?.length ? ([...rules.ignoredCountries] as MuiTelInputCountry[]) : undefined
      }
      preferredCountries={preferred.length ? preferred : undefined}
      focusOnSelectCountry
      getFlagElement={getFlagElement}
      unknownFlagElement={unknownFlag}
      inputRef={inputRef}
      slotProps={{
        htmlInput: { maxLength: PHONE_INPUT_MAX_LENGTH, autoComplete: 'tel', onChange: filterTyping },
      }}
      FlagIconButtonProps={{
        'aria-label': chooseCountry,
        onClickCapture: () => {
          countryPicked.current = true;
          menu.measure();
        },
      }}
      MenuProps={{
        anchorOrigin: menu.anchorOrigin,
        transformOrigin: menu.transformOrigin,
        slotProps: {
          paper: {
            ...({ 'data-placement': menu.placement } as object),
            sx: { maxHeight: 'min(360px, 50vh)', maxWidth: 'calc(100vw - 16px)' },
          },
          list: {
            role: 'listbox',
            'aria-label': chooseCountry,
            'aria-activedescendant': country ? `country-${country}` : undefined,
            onKeyDownCapture: menu.onListKeyDownCapture,
            onKeyUpCapture: menu.onListKeyUpCapture,
          },
        },
      }}
    />
  );
}
