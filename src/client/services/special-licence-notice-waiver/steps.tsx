import { useTranslate } from 'react-admin';
import { addDays, nairobiToday } from '../../../shared/dates.js';
import { specialLicenceNoticeWaiver } from '../../../shared/services/special-licence-notice-waiver.js';
import { DateControl, RadioControl, SelectControl } from '../../forms/controls.js';
import { TextFieldControl } from '../../forms/fields.js';
import { useContractOptions, useDistrictOptions } from '../common/choices.js';
import { partySteps } from '../common/PartyFields.js';
import type { StepProps } from '../types.js';
import type { NoticeWaiverValues } from './values.js';

export const NOTICE_WAIVER_MESSAGES = 'services.SPECIAL_LICENCE_NOTICE_WAIVER.form';

export const { PartyAStep, PartyBStep } = partySteps<NoticeWaiverValues>(NOTICE_WAIVER_MESSAGES);

/** The intended date, the district of the marriage, and why the notice period cannot be waited. */
export function ReasonStep({ form }: StepProps<NoticeWaiverValues>) {
  const urgencies = useContractOptions(specialLicenceNoticeWaiver.labels.urgency.values);
  const { control } = form;
  const translate = useTranslate();
  const districts = useDistrictOptions();
  const t = (key: string) => translate(`${NOTICE_WAIVER_MESSAGES}.reasonStep.${key}`);
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
      <RadioControl control={control} name="urgency" label={t('urgency')} options={urgencies} />
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
