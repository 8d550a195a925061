import { Chip } from '@mui/material';
import { DataTable, SimpleList, useTranslate, type RaRecord } from 'react-admin';
import type { ServiceCostRecord } from '../../../../shared/contracts/settings.js';
import { toDisplayDate } from '../../../../shared/dates.js';
import { SettingsList, useCanWriteSetting } from '../SettingsList.js';
import { money, ServiceSelectInput, useServiceName } from '../settingsFields.js';

const STATUS_COLOR: Record<ServiceCostRecord['status'], 'info' | 'success' | 'default'> = {
  SCHEDULED: 'info',
  IN_FORCE: 'success',
  SUPERSEDED: 'default',
};

function CostStatus({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const status = record.status as ServiceCostRecord['status'];
  return (
    <Chip size="small" color={STATUS_COLOR[status] ?? 'default'} label={translate(`settings.costStatus.${status}`)} />
  );
}

const statusText = (record: RaRecord) => <CostStatus record={record} />;

/** /backoffice/settings/service-costs: only scheduled prices open for editing; prices in force never change. */
export function ServiceCostList() {
  const serviceName = useServiceName();
  const writable = useCanWriteSetting('service-costs');
  const rowClick = (_id: unknown, _resource: string, record: RaRecord) =>
    writable && record.status === 'SCHEDULED' ? 'edit' : false;
  return (
    <SettingsList
      page="service-costs"
      sort={{ field: 'effectiveFrom', order: 'DESC' }}
      filters={[<ServiceSelectInput key="serviceCode" source="serviceCode" label="settings.fields.service" />]}
      mobile={
        <SimpleList
          primaryText={(r) => serviceName(r.serviceCode)}
          secondaryText={(r) => `${money(r.amount)} · ${toDisplayDate(r.effectiveFrom)}`}
          tertiaryText={statusText}
          rowClick={rowClick}
        />
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col
          source="serviceCode"
          label="settings.fields.service"
          render={(r) => serviceName(r.serviceCode)}
        />
        <DataTable.Col source="amount" label="settings.fields.fee" render={(r) => money(r.amount)} align="right" />
        <DataTable.Col
          source="effectiveFrom"
          label="settings.fields.effectiveFrom"
          render={(r) => toDisplayDate(r.effectiveFrom)}
        />
        <DataTable.Col
          label="settings.fields.status"
          disableSort
          render={(r) => <CostStatus record={r as RaRecord} />}
        />
      </DataTable>
    </SettingsList>
  );
}
