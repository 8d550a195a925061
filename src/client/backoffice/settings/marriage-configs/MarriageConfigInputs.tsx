import { NumberInput, TextInput, useRecordContext, useTranslate } from 'react-admin';

/** The value's input follows what the setting holds: a number, or a number per approval stage. */
function ConfigValueInput() {
  const translate = useTranslate();
  const record = useRecordContext();
  const value = record?.value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return (
      <>
        {Object.keys(value).map((stage) => (
          <NumberInput
            key={stage}
            source={`value.${stage}`}
            label={translate(`services.levels.${stage}`, { _: stage })}
            min={1}
            step={1}
          />
        ))}
      </>
    );
  }
  if (typeof value === 'number')
    return <NumberInput source="value" label="settings.fields.value" step={1} isRequired />;
  return <TextInput source="value" label="settings.fields.value" isRequired />;
}

export function MarriageConfigInputs() {
  return (
    <>
      <TextInput source="key" label="settings.fields.key" disabled />
      <ConfigValueInput />
      <TextInput source="description" label="settings.fields.description" multiline isRequired />
    </>
  );
}
