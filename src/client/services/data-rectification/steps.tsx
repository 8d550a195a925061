import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { toDisplayDate } from '../../../shared/dates.js';
import { conditionWords } from '../../../shared/i18n/words.js';
import {
  CONDITION_REGISTER_WORDS,
  fieldTarget,
  isRectifiableField,
  RECTIFIABLE_FIELD_WORDS,
} from '../../../shared/services/data-rectification.js';
import { useDistricts } from '../../components/reference.js';
import { SelectControl, type Option } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { useContractOptions } from '../common/choices.js';
import { useMyRegisterEntries } from '../common/registerEntries.js';
import type { StepProps } from '../types.js';
import type { RectificationValues } from './values.js';

export const RECTIFICATION_MESSAGES = 'services.DATA_RECTIFICATION.form';

/** The correct value, asked as its particular needs: a list of conditions or districts, an age, or text. */
function CorrectValue({ form, field }: StepProps<RectificationValues> & { field: string }) {
  const translate = useTranslate();
  const districts = useDistricts();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`${RECTIFICATION_MESSAGES}.correctionStep.${key}`);
  // The register keeps the condition in its English words; the choices read in the page's language.
  const conditions = conditionWords(locale === 'sw' ? 'sw' : 'en');
  const districtOptions = useMemo(
    () => (districts.data ?? []).map((d): Option => ({ value: d.name, label: d.name })),
    [districts.data],
  );
  const kind = isRectifiableField(field) ? fieldTarget(field).kind : 'text';
  const common = { control: form.control, name: 'correctValue' as const, label: t('correctValue'), required: true };
  if (kind === 'condition')
    return (
      <SelectControl
        {...common}
        options={Object.entries(CONDITION_REGISTER_WORDS).map(([code, words]) => ({
          value: words,
          label: conditions[code as keyof typeof conditions],
        }))}
        helperText={t('hints.condition')}
      />
    );
  if (kind === 'district')
    return <SelectControl {...common} options={districtOptions} helperText={t('hints.district')} />;
  if (kind === 'age')
    return (
      <TextFieldControl
        {...common}
        helperText={t('hints.age')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
      />
    );
  return <TextFieldControl {...common} helperText={t(kind === 'name' ? 'hints.name' : 'hints.text')} />;
}

/**
 * Only a party to a register entry can ask to rectify it: a person whose ID number no entry names is
 * told so before any step, with where to go instead, not refused at submit (issue 20 #2).
 */
export function RectificationGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const entries = useMyRegisterEntries();
  const t = (key: string) => translate(`${RECTIFICATION_MESSAGES}.correctionStep.${key}`);
  if (entries.isSuccess && entries.data.length === 0) {
    return (
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Alert severity="info">{t('noEntries')}</Alert>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/user/search" variant="outlined">
            {t('searchRegister')}
          </Button>
          <Button component={RouterLink} to="/user/services/list">
            {t('toServices')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return <>{children}</>;
}

/**
 * The entry (one of the applicant's own), the particular to correct, what the register holds for it
 * (read from the entry, shown and kept with the form), the correct value and the reason.
 */
export function CorrectionStep({ form }: StepProps<RectificationValues>) {
  const { control, setValue, getValues } = form;
  const translate = useTranslate();
  const entries = useMyRegisterEntries();
  const fieldOptions = useContractOptions(RECTIFIABLE_FIELD_WORDS);
  const t = (key: string, params?: object) => translate(`${RECTIFICATION_MESSAGES}.correctionStep.${key}`, params);
  const [number, field] = useWatch({ control, name: ['registerEntryNumber', 'field'] });
  const entry = (entries.data ?? []).find((e) => e.registrationNumber.toUpperCase() === (number ?? '').toUpperCase());
  const held = entry && isRectifiableField(field) ? (entry.particulars[field] ?? '') : '';
  const chosen = useRef(`${number}|${field}`);
  useEffect(() => {
    if (!entries.isSuccess) return;
    if (getValues('currentValue') !== held) setValue('currentValue', held, { shouldDirty: true });
    // Another entry or particular: the correct value given for the previous one no longer applies.
    const now = `${number}|${field}`;
    if (chosen.current !== now) {
      chosen.current = now;
      setValue('correctValue', '', { shouldDirty: true });
    }
  }, [entries.isSuccess, held, number, field, getValues, setValue]);
  const options: Option[] = (entries.data ?? []).map((e) => ({
    value: e.registrationNumber,
    label: t('entryOption', {
      number: e.registrationNumber,
      a: e.partyAName,
      b: e.partyBName,
      date: toDisplayDate(e.marriedOn),
      district: e.districtName,
    }),
  }));
  return (
    <>
      <SelectControl
        control={control}
        name="registerEntryNumber"
        label={t('registerEntryNumber')}
        required
        options={options}
        helperText={t('registerEntryNumberHint')}
      />
      <SelectControl
        control={control}
        name="field"
        label={t('field')}
        required
        options={fieldOptions}
        helperText={entry ? t('fieldHint', { a: entry.partyAName, b: entry.partyBName }) : t('fieldHintNoEntry')}
      />
      {entry && isRectifiableField(field) ? (
        <Box sx={{ my: 1.5, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="register-holds">
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {t('holds')}
          </Typography>
          <Typography component="p" sx={{ overflowWrap: 'anywhere' }}>
            {held || t('holdsNothing')}
          </Typography>
        </Box>
      ) : null}
      {form.formState.errors.currentValue && entry && isRectifiableField(field) ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {t('chooseField')}
        </Alert>
      ) : null}
      <CorrectValue form={form} field={field} key={field} />
      <TextFieldControl
        control={control}
        name="reason"
        label={t('reason')}
        required
        multiline
        minRows={3}
        helperText={t('reasonHint')}
      />
    </>
  );
}
