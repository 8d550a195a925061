import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  downloadCSV,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
  type Exporter,
  type SortPayload,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { APPLICATION_STATUSES } from '../../shared/statuses.js';
import { StatusChip } from '../components/StatusChip.js';
import type { ApplicationListRow } from '../../shared/contracts/applications.js';
import { serviceName, stageName } from './labels.js';
import { toDisplayDateTime } from '../../shared/dates.js';
import { DayInput } from '../components/dates/DayInput.js';

/** A row of GET /api/applications (the route's response schema). */
type Row = ApplicationListRow;

export interface ApplicationListViewProps {
  title: string;
  /** Fixed conditions of this page (section, stage…), not shown as filters. */
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** Where a row opens. */
  detailPath(id: string): string;
  audience: 'staff' | 'applicant';
  storeKey: string;
}

const csvCell = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;

/** Lists of applications for queues, back-office lists and the applicant's own list. */
export function ApplicationListView({ title, filter, sort, detailPath, audience, storeKey }: ApplicationListViewProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const statusChoices = APPLICATION_STATUSES.map((s) => ({ id: s, name: translate(`components.status.${s}`) }));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('applications.search')} />,
    <SelectInput
      key="status"
      source="status"
      label={translate('applications.columns.status')}
      choices={statusChoices}
    />,
    ...(audience === 'staff'
      ? [
          <TextInput key="district" source="district" label={translate('applications.columns.district')} />,
          <DayInput key="from" source="submittedFrom" label={translate('applications.submittedFrom')} />,
          <DayInput key="to" source="submittedTo" label={translate('applications.submittedTo')} />,
          <BooleanInput key="overdue" source="overdue" label={translate('applications.overdue')} />,
          <BooleanInput key="mine" source="mine" label={translate('applications.mine')} />,
        ]
      : []),
  ];
  const exporter: Exporter<Row> = (records) => {
    const header = [
      'reference',
      'service',
      'status',
      'stage',
      'parties',
      'district',
      'assignee',
      'submitted',
      'due',
    ].join(',');
    const lines = records.map((r) =>
      [
        r.reference,
        serviceName(translate, r.serviceCode),
        r.status,
        r.stage ?? '',
        r.partyNames,
        r.district ?? '',
        r.assigneeName ?? '',
        toDisplayDateTime(r.submittedAt),
        toDisplayDateTime(r.slaDueAt),
      ]
        .map(csvCell)
        .join(','),
    );
    downloadCSV([header, ...lines].join('\n'), storeKey);
  };
  return (
    <List<Row>
      resource="applications"
      title={title}
      filter={filter}
      sort={sort ?? { field: 'createdAt', order: 'DESC' }}
      filters={filters}
      storeKey={storeKey}
      exporter={exporter}
      actions={
        <TopToolbar>
          <FilterButton />
          {audience === 'staff' ? <ExportButton /> : null}
        </TopToolbar>
      }
      perPage={25}
      empty={false}
    >
      {small ? (
        <SimpleList<Row>
          primaryText={(r) => `${r.reference} · ${serviceName(translate, r.serviceCode)}`}
          secondaryText={(r) =>
            audience === 'staff' ? r.partyNames || r.applicantName : toDisplayDateTime(r.updatedAt)
          }
          tertiaryText={(r) => translate(`components.status.${r.status}`, { _: r.status })}
          linkType={false}
          rowClick={(id) => detailPath(String(id))}
        />
      ) : (
        <DataTable<Row>
          rowClick={(id) => {
            navigate(detailPath(String(id)));
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="reference" label={translate('applications.columns.reference')} />
          <DataTable.Col
            source="serviceCode"
            label={translate('applications.columns.service')}
            render={(r) => serviceName(translate, r.serviceCode)}
            disableSort
          />
          {audience === 'staff' ? (
            <DataTable.Col source="partyNames" label={translate('applications.columns.parties')} disableSort />
          ) : null}
          <DataTable.Col
            source="status"
            label={translate('applications.columns.status')}
            render={(r) => <StatusChip status={r.status} size="small" />}
          />
          <DataTable.Col
            source="stage"
            label={translate('applications.columns.stage')}
            render={(r) => stageName(translate, r.stage)}
            disableSort
          />
          {audience === 'staff' ? (
            <DataTable.Col source="assigneeName" label={translate('applications.columns.assignee')} disableSort />
          ) : null}
          {audience === 'staff' ? (
            <DataTable.Col
              source="slaDueAt"
              label={translate('applications.columns.slaDueAt')}
              render={(r) => (r.slaDueAt ? `${toDisplayDateTime(r.slaDueAt)}${r.overdue ? ' ⚠' : ''}` : '—')}
            />
          ) : null}
          <DataTable.Col
            source="submittedAt"
            label={translate('applications.columns.submittedAt')}
            render={(r) => toDisplayDateTime(r.submittedAt) || '—'}
          />
          <DataTable.Col
            source="updatedAt"
            label={translate('applications.columns.updatedAt')}
            render={(r) => toDisplayDateTime(r.updatedAt)}
          />
        </DataTable>
      )}
    </List>
  );
}
