import { NumberInput } from 'react-admin';
import { DayInput } from '../../../components/dates/DayInput.js';
import { ServiceSelectInput } from '../settingsFields.js';

export function ServiceCostInputs() {
  return (
    <>
      <ServiceSelectInput source="serviceCode" label="settings.fields.service" isRequired />
      <NumberInput source="amount" label="settings.fields.amount" min={0} step={0.01} isRequired />
      <DayInput
        source="effectiveFrom"
        label="settings.fields.effectiveFrom"
        helperText="settings.hints.effectiveFrom"
        isRequired
      />
    </>
  );
}
