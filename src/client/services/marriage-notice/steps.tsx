import { useEffect, useMemo, useRef } from 'react';
import { Box, Grid, Stack, Typography } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { ID_TYPES } from '../../../shared/accounts.js';
import { addDays, nairobiToday } from '../../../shared/dates.js';
import { CONDITIONS, SEXES } from '../../../shared/forms/parts.js';
import { VENUE_TYPES } from '../../../shared/services/marriage-notice.js';
import { useCountries, useDistrictRooms, useDistricts } from '../../components/reference.js';
import { DateControl, PhoneControl, RadioControl, SelectControl, type Option } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import type { StepProps } from '../types.js';
import type { NoticeFormValues } from './values.js';

function useOptions() {
  const translate = useTranslate();
  const districts = useDistricts();
  const countries = useCountries();
  return useMemo(() => ({
    districts: (districts.data ?? []).map((d): Option => ({ value: d.code, label: d.name })),
    nationalities: (countries.data ?? []).map((c): Option => ({ value: c.isoCode, label: c.nationality || c.name })),
    sexes: SEXES.map((s): Option => ({ value: s, label: translate(`notices.sex.${s}`) })),
    conditions: CONDITIONS.map((c): Option => ({ value: c, label: translate(`notices.condition.${c}`) })),
    idTypes: ID_TYPES.map((t): Option => ({ value: t, label: translate(`notices.idType.${t}`) })),
    districtName: (code: string) => districts.data?.find((d) => d.code === code)?.name ?? code,
  }), [districts.data, countries.data, translate]);
}

function PartyFields({ control, party }: { control: Control<NoticeFormValues>; party: 'partyA' | 'partyB' }) {
  const translate = useTranslate();
  const options = useOptions();
  const t = (key: string) => translate(`services.MARRIAGE_NOTICE.form.party.${key}`);
  return (
    <>
      <Typography variant="body2">{translate(`services.MARRIAGE_NOTICE.form.${party}Hint`)}</Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}><TextFieldControl control={control} name={`${party}.firstName`} label={t('firstName')} required autoComplete="off" /></Grid>
        <Grid size={{ xs: 12, sm: 4 }}><TextFieldControl control={control} name={`${party}.middleName`} label={t('middleName')} autoComplete="off" /></Grid>
        <Grid size={{ xs: 12, sm: 4 }}><TextFieldControl control={control} name={`${party}.lastName`} label={t('lastName')} required autoComplete="off" /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><SelectControl control={control} name={`${party}.idType`} label={t('idType')} required options={options.idTypes} /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextFieldControl control={control} name={`${party}.idNumber`} label={t('idNumber')} required autoComplete="off" /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><SelectControl control={control} name={`${party}.nationality`} label={t('nationality')} required options={options.nationalities} /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><DateControl control={control} name={`${party}.dateOfBirth`} label={t('dateOfBirth')} required disableFuture /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><SelectControl control={control} name={`${party}.sex`} label={t('sex')} required options={options.sexes} /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><SelectControl control={control} name={`${party}.condition`} label={t('condition')} required options={options.conditions} helperText={t('conditionHint')} /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextFieldControl control={control} name={`${party}.occupation`} label={t('occupation')} required /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><SelectControl control={control} name={`${party}.residenceDistrict`} label={t('residenceDistrict')} required options={options.districts} /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextFieldControl control={control} name={`${party}.fatherName`} label={t('fatherName')} required /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextFieldControl control={control} name={`${party}.motherName`} label={t('motherName')} required /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><PhoneControl control={control} name={`${party}.phone`} label={t('phone')} required /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextFieldControl control={control} name={`${party}.email`} label={t('email')} required type="email" autoComplete="off" /></Grid>
      </Grid>
    </>
  );
}

export const PartyAStep = ({ form }: StepProps<NoticeFormValues>) => <PartyFields key="partyA" control={form.control} party="partyA" />;
export const PartyBStep = ({ form }: StepProps<NoticeFormValues>) => <PartyFields key="partyB" control={form.control} party="partyB" />;

/** Date, district and venue; a registrar's office venue proposes the district's marriage room. */
export function DateVenueStep({ form }: StepProps<NoticeFormValues>) {
  const { control, setValue } = form;
  const translate = useTranslate();
  const options = useOptions();
  const t = (key: string, params?: object) => translate(`services.MARRIAGE_NOTICE.form.venue.${key}`, params);
  const district = useWatch({ control, name: 'district' });
  const venueType = useWatch({ control, name: 'venue.type' });
  const venueName = useWatch({ control, name: 'venue.name' });
  const rooms = useDistrictRooms(district);
  const lastDefault = useRef<string | null>(null);
  const defaultName = district ? (rooms.data?.[0]?.name ?? t('registrarOfficeName', { district: options.districtName(district) })) : '';
  useEffect(() => {
    if (venueType !== 'REGISTRAR_OFFICE' || !defaultName || rooms.isPending) return;
    if (venueName === '' || venueName === lastDefault.current) setValue('venue.name', defaultName, { shouldDirty: true });
    lastDefault.current = defaultName;
    // Only a new district or venue type proposes a new name; what the person typed stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [venueType, defaultName, rooms.isPending]);
  return (
    <>
      <DateControl control={control} name="intendedDate" label={t('intendedDate')} required disablePast minDate={addDays(nairobiToday(), 1)} helperText={t('intendedDateHint')} />
      <SelectControl control={control} name="district" label={t('district')} required options={options.districts} helperText={t('districtHint')} />
      <RadioControl control={control} name="venue.type" label={t('type')} options={VENUE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))} />
      <TextFieldControl control={control} name="venue.name" label={t('name')} required helperText={venueType === 'REGISTRAR_OFFICE' ? t('nameHintOffice') : t('nameHint')} />
      {venueType === 'SPECIAL_LICENCE_VENUE' || venueType === 'LICENSED_PLACE' ? (
        <TextFieldControl control={control} name="venue.licenceReference" label={t(venueType === 'LICENSED_PLACE' ? 'placeLicence' : 'licenceReference')} />
      ) : null}
      <TextFieldControl control={control} name="specialLicenceReference" label={t('specialLicenceReference')} helperText={t('specialLicenceHint')} />
    </>
  );
}

export function WitnessesStep({ form }: StepProps<NoticeFormValues>) {
  const { control } = form;
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`services.MARRIAGE_NOTICE.form.witness.${key}`, params);
  return (
    <Stack spacing={2}>
      {[0, 1].map((index) => (
        <Box component="fieldset" key={index} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>{t('legend', { n: index + 1 })}</Typography>
          <TextFieldControl control={control} name={`witnesses.${index}.fullName`} label={t('fullName')} required />
          <TextFieldControl control={control} name={`witnesses.${index}.idNumber`} label={t('idNumber')} required />
          <PhoneControl control={control} name={`witnesses.${index}.phone`} label={t('phone')} required />
        </Box>
      ))}
    </Stack>
  );
}
