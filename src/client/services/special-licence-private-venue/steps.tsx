import { useTranslate } from 'react-admin';
import { addDays, nairobiToday } from '../../../shared/dates.js';
import { specialLicencePrivateVenue } from '../../../shared/services/special-licence-private-venue.js';
import { DateControl, RadioControl, SelectControl } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { useContractOptions, useDistrictOptions } from '../common/choices.js';
import { partySteps } from '../common/PartyFields.js';
import type { StepProps } from '../types.js';
import type { PrivateVenueValues } from './values.js';

export const PRIVATE_VENUE_MESSAGES = 'services.SPECIAL_LICENCE_PRIVATE_VENUE.form';

export const { PartyAStep, PartyBStep } = partySteps<PrivateVenueValues>(PRIVATE_VENUE_MESSAGES);

/** The intended date, the venue (its district, name and address), and why it must be there. */
export function VenueStep({ form }: StepProps<PrivateVenueValues>) {
  const venueReasons = useContractOptions(specialLicencePrivateVenue.labels.venueReason.values);
  const { control } = form;
  const translate = useTranslate();
  const districts = useDistrictOptions();
  const t = (key: string) => translate(`${PRIVATE_VENUE_MESSAGES}.venueStep.${key}`);
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
        options={districts}
        helperText={t('districtHint')}
      />
      <TextFieldControl
        control={control}
        name="venue.name"
        label={t('venueName')}
        required
        helperText={t('venueNameHint')}
      />
      <TextFieldControl
        control={control}
        name="venue.physicalAddress"
        label={t('venueAddress')}
        required
        multiline
        minRows={2}
        helperText={t('venueAddressHint')}
      />
      <RadioControl control={control} name="venueReason" label={t('venueReason')} options={venueReasons} />
      <TextFieldControl
        control={control}
        name="reason"
        label={t('reason')}
        required
        multiline
        minRows={4}
        helperText={t('reasonHint')}
      />
    </>
  );
}
