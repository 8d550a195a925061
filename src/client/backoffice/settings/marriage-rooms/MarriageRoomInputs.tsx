import { BooleanInput, CheckboxGroupInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { WEEKDAYS } from '../../../../shared/contracts/settings.js';
import { TimeOfDayInput } from '../../../components/dates/TimeOfDayInput.js';
import { DistrictInput } from '../settingsFields.js';

export function MarriageRoomInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" label="settings.fields.name" isRequired />
      <DistrictInput />
      <NumberInput source="capacity" label="settings.fields.capacity" min={1} step={1} isRequired />
      <TimeOfDayInput source="opensAt" label="settings.fields.opensAt" isRequired />
      <TimeOfDayInput source="closesAt" label="settings.fields.closesAt" isRequired />
      <NumberInput source="slotMinutes" label="settings.fields.slotMinutes" min={15} max={240} step={15} isRequired />
      <CheckboxGroupInput
        source="weekdays"
        label="settings.fields.weekdays"
        choices={WEEKDAYS.map((day) => ({ id: day, name: translate(`settings.weekdays.${day}`) }))}
      />
      <BooleanInput source="active" label="settings.fields.active" />
    </>
  );
}
