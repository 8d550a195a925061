import { BooleanInput, TextInput } from 'react-admin';

export function TaxHeadInputs({ editing = false }: { editing?: boolean }) {
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
      <TextInput source="description" label="settings.fields.description" multiline />
      <BooleanInput source="active" label="settings.fields.active" />
    </>
  );
}
