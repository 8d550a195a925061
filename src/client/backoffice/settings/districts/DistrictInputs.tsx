import { BooleanInput, NumberInput, TextInput } from 'react-admin';

export function DistrictInputs({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <TextInput source="code" label="settings.fields.code" disabled={editing} isRequired />
      <TextInput source="name" label="settings.fields.name" isRequired />
      <BooleanInput source="active" label="settings.fields.active" />
      {/* The county's population and the year it was counted: the vital statistics' rates per 1,000. */}
      <NumberInput source="population" label="settings.fields.population" min={1} step={1} />
      <NumberInput source="populationYear" label="settings.fields.populationYear" min={1960} max={2100} step={1} />
    </>
  );
}
