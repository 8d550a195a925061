import { Chip } from '@mui/material';
import {
  AutocompleteInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  useTranslate,
  type RaRecord,
  type SelectInputProps,
} from 'react-admin';
import { SERVICE_CODES } from '../../../shared/services.js';
import { formatMoney } from '../../../shared/money.js';

/** A service's name as the portal translates it. */
export function useServiceName() {
  const translate = useTranslate();
  return (code: string | null | undefined) =>
    code ? translate(`services.${code}.name`, { _: code }) : translate('settings.fields.anyService');
}

export function ServiceSelectInput(props: Omit<SelectInputProps, 'choices'>) {
  const serviceName = useServiceName();
  return <SelectInput {...props} choices={SERVICE_CODES.map((code) => ({ id: code, name: serviceName(code) }))} />;
}

export function DistrictInput({ source = 'district' }: { source?: string }) {
  return (
    <ReferenceInput source={source} reference="settings/districts" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <AutocompleteInput optionText="name" label="settings.fields.district" filterToQuery={(q) => ({ q })} />
    </ReferenceInput>
  );
}

export function DistrictField({ source = 'district' }: { source?: string }) {
  return (
    <ReferenceField source={source} reference="settings/districts" link={false}>
      <TextField source="name" />
    </ReferenceField>
  );
}

export const money = (amount: unknown) => (typeof amount === 'number' ? formatMoney(amount) : '');

/** SimpleList's third line: whether a row is active (or enabled). */
export const activeText = (record: RaRecord) => <YesNo value={record.active ?? record.enabled} />;

export function YesNo({ value }: { value: unknown }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={value ? 'success' : 'default'}
      label={translate(value ? 'settings.yes' : 'settings.no')}
    />
  );
}
