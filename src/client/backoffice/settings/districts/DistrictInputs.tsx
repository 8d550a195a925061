import { BooleanInput, TextInput } from 'react-admin';

export function DistrictInputs({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <TextInput source="code" label="settings.fields.code" disabled={editing} isRequired />
      <TextInput source="name" label="settings.fields.name" isRequired />
      <BooleanInput source="active" label="settings.fields.active" />
    </>
  );
}
