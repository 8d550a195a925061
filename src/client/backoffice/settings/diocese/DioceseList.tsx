import { DataTable, SimpleList } from 'react-admin';
import { SettingsList, useCanWriteSetting } from '../SettingsList.js';
import { DistrictField, DistrictInput } from '../settingsFields.js';

const districtText = () => <DistrictField />;

export function DioceseList() {
  const rowClick = useCanWriteSetting('diocese') ? 'edit' : false;
  return (
    <SettingsList
      page="diocese"
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<DistrictInput key="district" />]}
      mobile={
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => r.denomination}
          tertiaryText={districtText}
          rowClick={rowClick}
        />
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="name" label="settings.fields.name" />
        <DataTable.Col source="denomination" label="settings.fields.denomination" />
        <DataTable.Col source="district" label="settings.fields.district" render={() => <DistrictField />} />
      </DataTable>
    </SettingsList>
  );
}
