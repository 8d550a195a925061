import { TextInput } from 'react-admin';
import { DistrictInput } from '../settingsFields.js';

export function DioceseInputs() {
  return (
    <>
      <TextInput source="name" label="settings.fields.name" isRequired />
      <TextInput source="denomination" label="settings.fields.denomination" isRequired />
      <DistrictInput />
    </>
  );
}
