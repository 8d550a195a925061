import { useEffect, useMemo } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { addDays, nairobiToday, toDisplayDate } from '../../../shared/dates.js';
import { LICENCE_STATUS_WORDS } from '../../../shared/licences.js';
import { IM_LATE_AFTER_DAYS } from '../../../shared/services/institution-marriage.js';
import { DateControl, PhoneControl, SelectControl, type Option } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { errorMessage } from '../../providers/httpClient.js';
import { partySteps } from '../common/PartyFields.js';
import type { StepProps } from '../types.js';
import { useInstitutionVenues, useOfficiants } from './api.js';
import type { InstitutionMarriageValues } from './values.js';

export const IM_MESSAGES_NS = 'services.INSTITUTION_MARRIAGE.form';

export const { PartyAStep, PartyBStep } = partySteps<InstitutionMarriageValues>(IM_MESSAGES_NS);

/** Whether a celebration on this day is registered late (more than IM_LATE_AFTER_DAYS days ago). */
export function isLate(day: string, today = nairobiToday()): boolean {
  return Boolean(day) && day < addDays(today, -IM_LATE_AFTER_DAYS);
}

/**
 * The day, the venue (one of the institution's licensed venues: its name and district follow) and
 * the officiant (one of its active officiants: the name follows). A day more than 30 days ago asks
 * why the marriage is registered late.
 */
export function CelebrationStep({ form }: StepProps<InstitutionMarriageValues>) {
  const { control, setValue } = form;
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`${IM_MESSAGES_NS}.celebration.${key}`, params);
  const venues = useInstitutionVenues();
  const officiants = useOfficiants();
  const day = useWatch({ control, name: 'celebrationDate' });
  const venueNumber = useWatch({ control, name: 'venueLicenceNumber' });
  const officiantNumber = useWatch({ control, name: 'officiantLicenceNumber' });
  const lateReason = useWatch({ control, name: 'lateReason' });

  useEffect(() => {
    const venue = venues.data?.find((v) => v.licenceNumber === venueNumber);
    if (venue) {
      setValue('venueName', venue.venueName, { shouldDirty: true });
      setValue('district', venue.district, { shouldDirty: true });
    } else if (venues.data && !venueNumber) {
      setValue('venueName', '', { shouldDirty: true });
      setValue('district', '', { shouldDirty: true });
    }
  }, [venueNumber, venues.data, setValue]);

  useEffect(() => {
    const officiant = officiants.data?.find((o) => o.licenceNumber === officiantNumber);
    if (officiant) setValue('officiantName', officiant.fullName, { shouldDirty: true });
    else if (officiants.data && !officiantNumber) setValue('officiantName', '', { shouldDirty: true });
  }, [officiantNumber, officiants.data, setValue]);

  const venueOptions = useMemo(
    () =>
      (venues.data ?? [])
        .filter((v) => v.status !== 'REVOKED' || v.licenceNumber === venueNumber)
        .map(
          (v): Option => ({
            value: v.licenceNumber,
            label: t('venueOption', {
              name: v.venueName,
              number: v.licenceNumber,
              district: v.districtName,
              status: LICENCE_STATUS_WORDS[v.status].toLowerCase(),
              until: toDisplayDate(v.validUntil),
            }),
          }),
        ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [venues.data, venueNumber],
  );
  // One licensed venue (most institutions have one): chosen for the person (issue 20 #24).
  const onlyVenue = venueOptions.length === 1 ? venueOptions[0].value : null;
  useEffect(() => {
    if (onlyVenue && !venueNumber) setValue('venueLicenceNumber', onlyVenue, { shouldDirty: true });
  }, [onlyVenue, venueNumber, setValue]);
  const officiantOptions = useMemo(
    () =>
      (officiants.data ?? [])
        .filter((o) => o.active || o.licenceNumber === officiantNumber)
        .map(
          (o): Option => ({
            value: o.licenceNumber,
            label: t('officiantOption', { name: o.fullName, number: o.licenceNumber }),
          }),
        ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [officiants.data, officiantNumber],
  );

  const late = isLate(day) || Boolean(lateReason);
  return (
    <>
      <DateControl
        control={control}
        name="celebrationDate"
        label={t('date')}
        required
        disableFuture
        helperText={t('dateHint', { days: IM_LATE_AFTER_DAYS })}
      />
      {late ? (
        <TextFieldControl
          control={control}
          name="lateReason"
          label={t('lateReason')}
          required
          multiline
          minRows={3}
          helperText={t('lateReasonHint', { days: IM_LATE_AFTER_DAYS })}
        />
      ) : null}
      {venues.error ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {t('venuesError', { message: errorMessage(venues.error) })}
        </Alert>
      ) : null}
      {venues.data && !venues.data.length ? (
        <Alert severity="warning" sx={{ my: 2 }}>
          {t('noVenue')}
        </Alert>
      ) : null}
      <SelectControl
        control={control}
        name="venueLicenceNumber"
        label={t('venue')}
        required
        options={venueOptions}
        helperText={t('venueHint')}
      />
      {officiants.error ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {t('officiantsError', { message: errorMessage(officiants.error) })}
        </Alert>
      ) : null}
      {officiants.data && !officiantOptions.length ? (
        <Alert severity="warning" sx={{ my: 2 }}>
          {t('noOfficiant')}
        </Alert>
      ) : null}
      <SelectControl
        control={control}
        name="officiantLicenceNumber"
        label={t('officiant')}
        required
        options={officiantOptions}
        helperText={t('officiantHint')}
      />
    </>
  );
}

export function WitnessesStep({ form }: StepProps<InstitutionMarriageValues>) {
  const { control } = form;
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`${IM_MESSAGES_NS}.witness.${key}`, params);
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('hint')}</Typography>
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
