import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useCountries } from '../../components/reference.js';
import { SelectControl, type Option } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { useDistrictOptions } from '../common/choices.js';
import type { StepProps } from '../types.js';
import type { LetterValues } from './values.js';

export const LETTER_MESSAGES = 'services.MARITAL_STATUS_LETTER.form';

/** Why the letter is needed, where it will be used, and the registry office that handles it. */
export function PurposeStep({ form }: StepProps<LetterValues>) {
  const { control } = form;
  const translate = useTranslate();
  const districts = useDistrictOptions();
  const countries = useCountries();
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((c): Option => ({ value: c.isoCode, label: c.name })),
    [countries.data],
  );
  const t = (key: string) => translate(`${LETTER_MESSAGES}.purposeStep.${key}`);
  return (
    <>
      <TextFieldControl
        control={control}
        name="purpose"
        label={t('purpose')}
        required
        multiline
        minRows={2}
        helperText={t('purposeHint')}
      />
      <SelectControl
        control={control}
        name="destinationCountry"
        label={t('destinationCountry')}
        options={countryOptions}
        helperText={t('destinationCountryHint')}
      />
      <SelectControl
        control={control}
        name="district"
        label={t('district')}
        required
        options={districts}
        helperText={t('districtHint')}
      />
    </>
  );
}
