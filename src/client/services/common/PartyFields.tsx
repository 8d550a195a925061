import { useMemo } from 'react';
import { Grid, Typography } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useLocaleState, useTranslate } from 'react-admin';
import { ID_TYPES } from '../../../shared/accounts.js';
import { nationalityWords } from '../../../shared/i18n/countries.js';
import { CONDITIONS, SEXES } from '../../../shared/forms/parts.js';
import { useCountries, useDistricts } from '../../components/reference.js';
import { DateControl, PhoneControl, SelectControl, type Option } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import type { StepProps } from '../types.js';
import type { PartyValues } from './party.js';

function usePartyOptions() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const reader = locale === 'sw' ? 'sw' : 'en';
  const districts = useDistricts();
  const countries = useCountries();
  return useMemo(
    () => ({
      districts: (districts.data ?? []).map((d): Option => ({ value: d.code, label: d.name })),
      nationalities: (countries.data ?? []).map(
        (c): Option => ({ value: c.isoCode, label: nationalityWords(c, reader) }),
      ),
      sexes: SEXES.map((s): Option => ({ value: s, label: translate(`notices.sex.${s}`) })),
      conditions: CONDITIONS.map((c): Option => ({ value: c, label: translate(`notices.condition.${c}`) })),
      idTypes: ID_TYPES.map((t): Option => ({ value: t, label: translate(`notices.idType.${t}`) })),
    }),
    [districts.data, countries.data, translate, reader],
  );
}

export interface PartyFieldsProps<V extends FieldValues> {
  control: Control<V>;
  party: 'partyA' | 'partyB';
  /** The service's form namespace: its `party.*` questions and `partyAHint` / `partyBHint`. */
  messages: string;
}

/** A party to the marriage (names, identity, birth, condition, residence, parents, contact), as the notice and the special licences ask. */
export function PartyFields<V extends FieldValues>({ control, party, messages }: PartyFieldsProps<V>) {
  const translate = useTranslate();
  const options = usePartyOptions();
  const t = (key: string) => translate(`${messages}.party.${key}`);
  const name = (key: keyof PartyValues) => `${party}.${key}` as Path<V>;
  return (
    <>
      <Typography variant="body2">{translate(`${messages}.${party}Hint`)}</Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextFieldControl
            control={control}
            name={name('firstName')}
            label={t('firstName')}
            required
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextFieldControl control={control} name={name('middleName')} label={t('middleName')} autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextFieldControl
            control={control}
            name={name('lastName')}
            label={t('lastName')}
            required
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectControl
            control={control}
            name={name('idType')}
            label={t('idType')}
            required
            options={options.idTypes}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldControl
            control={control}
            name={name('idNumber')}
            label={t('idNumber')}
            required
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectControl
            control={control}
            name={name('nationality')}
            label={t('nationality')}
            required
            options={options.nationalities}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateControl control={control} name={name('dateOfBirth')} label={t('dateOfBirth')} required disableFuture />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectControl control={control} name={name('sex')} label={t('sex')} required options={options.sexes} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectControl
            control={control}
            name={name('condition')}
            label={t('condition')}
            required
            options={options.conditions}
            helperText={t('conditionHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldControl control={control} name={name('occupation')} label={t('occupation')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectControl
            control={control}
            name={name('residenceDistrict')}
            label={t('residenceDistrict')}
            required
            options={options.districts}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldControl control={control} name={name('fatherName')} label={t('fatherName')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldControl control={control} name={name('motherName')} label={t('motherName')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PhoneControl control={control} name={name('phone')} label={t('phone')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldControl
            control={control}
            name={name('email')}
            label={t('email')}
            required
            type="email"
            autoComplete="off"
          />
        </Grid>
      </Grid>
    </>
  );
}

/** The two party steps of a form naming both parties, with the words of its namespace. */
export function partySteps<V extends FieldValues>(messages: string) {
  const PartyAStep = ({ form }: StepProps<V>) => (
    <PartyFields key="partyA" control={form.control} party="partyA" messages={messages} />
  );
  const PartyBStep = ({ form }: StepProps<V>) => (
    <PartyFields key="partyB" control={form.control} party="partyB" messages={messages} />
  );
  return { PartyAStep, PartyBStep };
}
