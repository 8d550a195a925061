import { useEffect, useMemo, useRef } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { addDays, nairobiToday } from '../../../shared/dates.js';
import { VENUE_TYPES } from '../../../shared/services/marriage-notice.js';
import { useDistrictRooms, useDistricts } from '../../components/reference.js';
import { DateControl, PhoneControl, RadioControl, SelectControl, type Option } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { partySteps } from '../common/PartyFields.js';
import type { StepProps } from '../types.js';
import { LicensedPlaceChoice } from './LicensedPlaceChoice.js';
import type { NoticeFormValues } from './values.js';

function useDistrictOptions() {
  const districts = useDistricts();
  return useMemo(
    () => ({
      districts: (districts.data ?? []).map((d): Option => ({ value: d.code, label: d.name })),
      districtName: (code: string) => districts.data?.find((d) => d.code === code)?.name ?? code,
    }),
    [districts.data],
  );
}

export const { PartyAStep, PartyBStep } = partySteps<NoticeFormValues>('services.MARRIAGE_NOTICE.form');

/**
 * Date, district and venue. A registrar's office venue proposes the district's marriage room; a
 * licensed place is chosen among the district's valid licences (its name and licence number follow);
 * a special licence venue names its private-venue licence.
 */
export function DateVenueStep({ form }: StepProps<NoticeFormValues>) {
  const { control, setValue, getValues, clearErrors } = form;
  const translate = useTranslate();
  const options = useDistrictOptions();
  const t = (key: string, params?: object) => translate(`services.MARRIAGE_NOTICE.form.venue.${key}`, params);
  const district = useWatch({ control, name: 'district' });
  const venueType = useWatch({ control, name: 'venue.type' });
  const rooms = useDistrictRooms(district);
  const lastDefault = useRef<string | null>(null);
  const previous = useRef({ venueType, district });
  const defaultName = district
    ? (rooms.data?.[0]?.name ?? t('registrarOfficeName', { district: options.districtName(district) }))
    : '';

  // Another kind of venue, or another district for a licensed place: what the former choice filled in goes.
  useEffect(() => {
    const before = previous.current;
    previous.current = { venueType, district };
    const clear = (name: 'venue.name' | 'venue.licenceReference') => setValue(name, '', { shouldDirty: true });
    if (before.venueType !== venueType) {
      if (before.venueType === 'REGISTRAR_OFFICE' && getValues('venue.name') === lastDefault.current)
        clear('venue.name');
      if (before.venueType === 'LICENSED_PLACE' || venueType === 'LICENSED_PLACE') clear('venue.name');
      if (before.venueType !== 'REGISTRAR_OFFICE') clear('venue.licenceReference');
    } else if (before.district !== district && venueType === 'LICENSED_PLACE') {
      clear('venue.name');
      clear('venue.licenceReference');
    }
  }, [venueType, district, setValue, getValues]);

  // The office is proposed the moment the district is chosen, and its marriage room once the rooms
  // come: the field is never empty in between, so "Save and continue" at once does not find it so
  // (a CI run's journey met that gap, the field then filled beside a stale "required").
  useEffect(() => {
    if (venueType !== 'REGISTRAR_OFFICE' || !defaultName) return;
    const venueName = getValues('venue.name');
    if (venueName === '' || venueName === null || venueName === lastDefault.current) {
      setValue('venue.name', defaultName, { shouldDirty: true });
      clearErrors('venue.name');
    }
    lastDefault.current = defaultName;
    // Only a new district or venue type proposes a new name; what the person typed stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [venueType, defaultName]);
  return (
    <>
      <DateControl
        control={control}
        name="intendedDate"
        label={t('intendedDate')}
        required
        disablePast
        minDate={addDays(nairobiToday(), 1)}
        helperText={t('intendedDateHint')}
      />
      <SelectControl
        control={control}
        name="district"
        label={t('district')}
        required
        options={options.districts}
        helperText={t('districtHint')}
      />
      <RadioControl
        control={control}
        name="venue.type"
        label={t('type')}
        options={VENUE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />
      {venueType === 'LICENSED_PLACE' ? (
        <LicensedPlaceChoice
          form={form}
          district={district}
          districtName={district ? options.districtName(district) : ''}
        />
      ) : (
        <TextFieldControl
          control={control}
          name="venue.name"
          label={t('name')}
          required
          helperText={venueType === 'REGISTRAR_OFFICE' ? t('nameHintOffice') : t('nameHint')}
        />
      )}
      {venueType === 'SPECIAL_LICENCE_VENUE' ? (
        <TextFieldControl
          control={control}
          name="venue.licenceReference"
          label={t('licenceReference')}
          helperText={t('licenceReferenceHint')}
          autoComplete="off"
        />
      ) : null}
      <TextFieldControl
        control={control}
        name="specialLicenceReference"
        label={t('specialLicenceReference')}
        helperText={t('specialLicenceHint')}
        autoComplete="off"
      />
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
        <Box
          component="fieldset"
          key={index}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, m: 0, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>
            {t('legend', { n: index + 1 })}
          </Typography>
          <TextFieldControl control={control} name={`witnesses.${index}.fullName`} label={t('fullName')} required />
          <TextFieldControl control={control} name={`witnesses.${index}.idNumber`} label={t('idNumber')} required />
          <PhoneControl control={control} name={`witnesses.${index}.phone`} label={t('phone')} required />
        </Box>
      ))}
    </Stack>
  );
}
