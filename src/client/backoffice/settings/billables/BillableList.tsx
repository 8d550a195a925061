import { BooleanInput, DataTable, SimpleList } from 'react-admin';
import { SettingsList, useCanWriteSetting } from '../SettingsList.js';
import { money, ServiceSelectInput, useServiceName, YesNo } from '../settingsFields.js';

export function BillableList() {
  const serviceName = useServiceName();
  const rowClick = useCanWriteSetting('billables') ? 'edit' : false;
  return (
    <SettingsList
      page="billables"
      sort={{ field: 'name', order: 'ASC' }}
      filters={[
        <ServiceSelectInput key="serviceCode" source="serviceCode" label="settings.fields.service" />,
        <BooleanInput key="active" source="active" label="settings.fields.active" />,
      ]}
      mobile={
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => `${money(r.amount)} · ${serviceName(r.serviceCode)}`}
          rowClick={rowClick}
        />
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="name" label="settings.fields.name" />
        <DataTable.Col
          source="serviceCode"
          label="settings.fields.service"
          render={(r) => serviceName(r.serviceCode)}
        />
        <DataTable.Col source="amount" label="settings.fields.amount" render={(r) => money(r.amount)} align="right" />
        <DataTable.NumberCol source="maxQuantity" label="settings.fields.maxQuantity" />
        <DataTable.Col source="active" label="settings.fields.active" render={(r) => <YesNo value={r.active} />} />
      </DataTable>
    </SettingsList>
  );
}
