import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useInput, useTranslate, type InputProps } from 'react-admin';
import { DISPLAY_TIME_FORMAT } from '../../../shared/dates.js';

const TIME = /^\d{2}:\d{2}$/;

/** A time of day (a room's opening hours, Nairobi wall-clock time) as hh:mm on the 24-hour clock, whatever the browser's locale. */
export function TimeOfDayInput({
  source,
  label,
  isRequired,
  validate,
}: Pick<InputProps, 'source' | 'label' | 'isRequired' | 'validate'>) {
  const translate = useTranslate();
  const { field, fieldState, isRequired: required } = useInput({ source, isRequired, validate });
  const error = fieldState.error?.message;
  const value =
    typeof field.value === 'string' && TIME.test(field.value) ? dayjs(`2000-01-01T${field.value}:00`) : null;
  return (
    <TimePicker
      label={typeof label === 'string' ? translate(label, { _: label }) : source}
      ampm={false}
      format={DISPLAY_TIME_FORMAT}
      value={value}
      onChange={(picked: Dayjs | null) => field.onChange(picked?.isValid() ? picked.format(DISPLAY_TIME_FORMAT) : '')}
      inputRef={field.ref}
      slotProps={{
        textField: {
          id: `${source}-input`,
          name: field.name,
          onBlur: field.onBlur,
          required,
          error: Boolean(error),
          helperText: error ? translate(error, { _: error }) : undefined,
          margin: 'dense',
        },
      }}
    />
  );
}
