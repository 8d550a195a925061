import { BooleanInput, DataTable, SimpleList } from 'react-admin';
import { SettingsList, useCanWriteSetting } from '../SettingsList.js';
import { activeText, YesNo } from '../settingsFields.js';

export function DistrictList() {
  const rowClick = useCanWriteSetting('districts') ? 'edit' : false;
  return (
    <SettingsList
      page="districts"
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<BooleanInput key="active" source="active" label="settings.fields.active" />]}
      mobile={<SimpleList primaryText={(r) => r.name} secondaryText={activeText} rowClick={rowClick} />}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="name" label="settings.fields.name" />
        <DataTable.Col
          source="population"
          label="settings.fields.population"
          render={(r) => (r.population ? `${r.population.toLocaleString('en-KE')} (${r.populationYear})` : '')}
        />
        <DataTable.Col source="active" label="settings.fields.active" render={(r) => <YesNo value={r.active} />} />
      </DataTable>
    </SettingsList>
  );
}
