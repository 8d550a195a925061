import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { ServiceSelectInput } from '../settingsFields.js';

export function BillableInputs({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <TextInput
        source="code"
        label="settings.fields.code"
        helperText="settings.hints.code"
        disabled={editing}
        isRequired
      />
      <TextInput source="name" label="settings.fields.name" isRequired />
      <ServiceSelectInput source="serviceCode" label="settings.fields.service" emptyText="settings.fields.anyService" />
      <NumberInput source="amount" label="settings.fields.amount" min={0} step={0.01} isRequired />
      <NumberInput source="maxQuantity" label="settings.fields.maxQuantity" min={1} max={100} step={1} isRequired />
      <BooleanInput source="active" label="settings.fields.active" />
    </>
  );
}
