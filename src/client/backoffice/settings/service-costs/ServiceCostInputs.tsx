import { DateInput, NumberInput } from 'react-admin';
import { ServiceSelectInput } from '../settingsFields.js';

export function ServiceCostInputs() {
  return (
    <>
      <ServiceSelectInput source="serviceCode" label="settings.fields.service" isRequired />
      <NumberInput source="amount" label="settings.fields.amount" min={0} step={0.01} isRequired />
      <DateInput source="effectiveFrom" label="settings.fields.effectiveFrom" helperText="settings.hints.effectiveFrom" isRequired />
    </>
  );
}
