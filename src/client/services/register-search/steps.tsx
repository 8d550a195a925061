import { useTranslate } from 'react-admin';
import { DateControl, SelectControl } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { useDistrictOptions } from '../common/choices.js';
import type { StepProps } from '../types.js';
import type { RegisterSearchValues } from './values.js';

export const REGISTER_SEARCH_MESSAGES = 'services.REGISTER_SEARCH.form';

/** One or both names, in any order. */
export function NamesStep({ form }: StepProps<RegisterSearchValues>) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${REGISTER_SEARCH_MESSAGES}.names.${key}`);
  return (
    <>
      <TextFieldControl
        control={form.control}
        name="partyName"
        label={t('partyName')}
        required
        helperText={t('partyNameHint')}
        autoComplete="off"
      />
      <TextFieldControl
        control={form.control}
        name="otherPartyName"
        label={t('otherPartyName')}
        helperText={t('otherPartyNameHint')}
        autoComplete="off"
      />
    </>
  );
}

/** An approximate date range, the district, and the purpose. */
export function WhenStep({ form }: StepProps<RegisterSearchValues>) {
  const translate = useTranslate();
  const districts = useDistrictOptions();
  const t = (key: string) => translate(`${REGISTER_SEARCH_MESSAGES}.when.${key}`);
  return (
    <>
      <DateControl control={form.control} name="from" label={t('from')} disableFuture helperText={t('rangeHint')} />
      <DateControl control={form.control} name="to" label={t('to')} disableFuture />
      <SelectControl
        control={form.control}
        name="district"
        label={t('district')}
        options={[{ value: '', label: t('anyDistrict') }, ...districts]}
      />
      <TextFieldControl
        control={form.control}
        name="purpose"
        label={t('purpose')}
        required
        helperText={t('purposeHint')}
      />
    </>
  );
}
