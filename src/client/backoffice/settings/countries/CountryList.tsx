import { BooleanInput, DataTable, SimpleList } from 'react-admin';
import { SettingsList, useCanWriteSetting } from '../SettingsList.js';
import { activeText, YesNo } from '../settingsFields.js';

export function CountryList() {
  const rowClick = useCanWriteSetting('countries') ? 'edit' : false;
  return (
    <SettingsList
      page="countries"
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<BooleanInput key="enabled" source="enabled" label="settings.fields.enabled" />]}
      mobile={
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => `${r.isoCode} · ${r.dialCode} · ${r.nationality}`}
          tertiaryText={activeText}
          rowClick={rowClick}
        />
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="name" label="settings.fields.name" />
        <DataTable.Col source="isoCode" label="settings.fields.isoCode" />
        <DataTable.Col source="dialCode" label="settings.fields.dialCode" />
        <DataTable.Col source="nationality" label="settings.fields.nationality" />
        <DataTable.Col source="enabled" label="settings.fields.enabled" render={(r) => <YesNo value={r.enabled} />} />
      </DataTable>
    </SettingsList>
  );
}
