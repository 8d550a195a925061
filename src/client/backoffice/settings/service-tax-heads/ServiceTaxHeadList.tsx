import { DataTable, SimpleList, type RaRecord } from 'react-admin';
import { SettingsList, useCanWriteSetting } from '../SettingsList.js';
import { useServiceName } from '../settingsFields.js';

const splitText = (record: RaRecord) => ((record.heads as { name: string; percentage: number }[]) ?? []).map((h) => `${h.name} ${h.percentage}%`).join(' · ');

export function ServiceTaxHeadList() {
  const serviceName = useServiceName();
  const rowClick = useCanWriteSetting('service-tax-heads') ? 'edit' : false;
  return (
    <SettingsList
      page="service-tax-heads"
      sort={{ field: 'serviceCode', order: 'ASC' }}
      mobile={<SimpleList primaryText={(r) => serviceName(r.serviceCode)} secondaryText={splitText} rowClick={rowClick} />}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="serviceCode" label="settings.fields.service" render={(r) => serviceName(r.serviceCode)} />
        <DataTable.Col label="settings.fields.heads" disableSort render={splitText} />
        <DataTable.Col source="total" label="settings.fields.total" render={(r) => `${r.total}%`} align="right" />
      </DataTable>
    </SettingsList>
  );
}
