import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toDisplayDate } from '../../../shared/dates.js';
import { MAX_COPIES } from '../../../shared/services/certified-copy.js';
import { SelectControl, type Option } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import type { StepProps } from '../types.js';
import { useMyRegisterEntries } from '../common/registerEntries.js';
import type { CopyValues } from './values.js';

export const COPY_MESSAGES = 'services.CERTIFIED_COPY.form';

/** The register entry (one of the applicant's own), how many copies, and what for. */
export function CopyStep({ form }: StepProps<CopyValues>) {
  const { control } = form;
  const translate = useTranslate();
  const entries = useMyRegisterEntries();
  const t = (key: string, params?: object) => translate(`${COPY_MESSAGES}.copyStep.${key}`, params);
  const options: Option[] = (entries.data ?? []).map((e) => ({
    value: e.registrationNumber,
    label: t('entryOption', { number: e.registrationNumber, a: e.partyAName, b: e.partyBName, date: toDisplayDate(e.marriedOn), district: e.districtName }),
  }));
  return (
    <>
      {entries.isSuccess && options.length === 0 ? <Alert severity="info" sx={{ mb: 1 }}>{t('noEntries')}</Alert> : null}
      <SelectControl control={control} name="registerEntryNumber" label={t('registerEntryNumber')} required options={options} helperText={t('registerEntryNumberHint')} />
      <TextFieldControl
        control={control} name="copies" label={t('copies')} required type="number" helperText={t('copiesHint', { max: MAX_COPIES })}
        slotProps={{ htmlInput: { min: 1, max: MAX_COPIES, step: 1, inputMode: 'numeric' } }}
      />
      <TextFieldControl control={control} name="purpose" label={t('purpose')} required multiline minRows={2} helperText={t('purposeHint')} />
    </>
  );
}
