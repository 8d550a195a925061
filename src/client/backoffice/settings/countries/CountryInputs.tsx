import { BooleanInput, TextInput } from 'react-admin';

export function CountryInputs({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <TextInput source="isoCode" label="settings.fields.isoCode" disabled={editing} isRequired />
      <TextInput source="name" label="settings.fields.name" isRequired />
      <TextInput source="dialCode" label="settings.fields.dialCode" isRequired />
      <TextInput source="nationality" label="settings.fields.nationality" isRequired />
      <BooleanInput source="enabled" label="settings.fields.enabled" />
    </>
  );
}
