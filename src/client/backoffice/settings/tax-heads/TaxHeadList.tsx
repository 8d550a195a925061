import { BooleanInput, DataTable, SimpleList } from 'react-admin';
import type { TaxHeadRecord } from '../../../../shared/contracts/settings.js';
import { SettingsList, useCanWriteSetting } from '../SettingsList.js';
import { useServiceName, activeText, YesNo } from '../settingsFields.js';

export function TaxHeadList() {
  const serviceName = useServiceName();
  const rowClick = useCanWriteSetting('tax-heads') ? 'edit' : false;
  const usedBy = (codes: TaxHeadRecord['services'] | undefined) => (codes ?? []).map(serviceName).join(', ');
  return (
    <SettingsList
      page="tax-heads"
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<BooleanInput key="active" source="active" label="settings.fields.active" />]}
      mobile={
        <SimpleList<TaxHeadRecord>
          primaryText={(r) => r.name}
          secondaryText={(r) => usedBy(r.services)}
          tertiaryText={activeText}
          rowClick={rowClick}
        />
      }
    >
      <DataTable<TaxHeadRecord> rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="name" label="settings.fields.name" />
        <DataTable.Col source="description" label="settings.fields.description" disableSort />
        <DataTable.Col label="settings.fields.services" disableSort render={(r) => usedBy(r.services)} />
        <DataTable.Col source="active" label="settings.fields.active" render={(r) => <YesNo value={r.active} />} />
      </DataTable>
    </SettingsList>
  );
}
