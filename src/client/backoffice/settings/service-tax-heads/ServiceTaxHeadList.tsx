import { DataTable, SimpleList } from 'react-admin';
import type { ServiceTaxHeadsRecord } from '../../../../shared/contracts/settings.js';
import { SettingsList, useCanWriteSetting } from '../SettingsList.js';
import { useServiceName } from '../settingsFields.js';

const splitText = (record: ServiceTaxHeadsRecord) =>
  (record.heads ?? []).map((h) => `${h.name} ${h.percentage}%`).join(' · ');

export function ServiceTaxHeadList() {
  const serviceName = useServiceName();
  const rowClick = useCanWriteSetting('service-tax-heads') ? 'edit' : false;
  return (
    <SettingsList
      page="service-tax-heads"
      sort={{ field: 'serviceCode', order: 'ASC' }}
      mobile={
        <SimpleList<ServiceTaxHeadsRecord>
          primaryText={(r) => serviceName(r.serviceCode)}
          secondaryText={splitText}
          rowClick={rowClick}
        />
      }
    >
      <DataTable<ServiceTaxHeadsRecord> rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col
          source="serviceCode"
          label="settings.fields.service"
          render={(r) => serviceName(r.serviceCode)}
        />
        <DataTable.Col label="settings.fields.heads" disableSort render={splitText} />
        <DataTable.Col source="total" label="settings.fields.total" render={(r) => `${r.total}%`} align="right" />
      </DataTable>
    </SettingsList>
  );
}
