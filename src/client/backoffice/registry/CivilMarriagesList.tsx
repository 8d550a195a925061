import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, ExportButton, FilterButton, List, SearchInput, SimpleList, TopToolbar } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import { DistrictFilterInput } from './DistrictFilterInput.js';
import { exportCsv } from '../../format/csv.js';
import { partyName, type MarriageEntry } from './registryTypes.js';
import { useRegistryT } from './useRegistryT.js';
import { DayInput } from '../../components/dates/DayInput.js';

/** Register entries as a table (desktop) or a list (small screens); rows open /backoffice/registry/marriages/:id. */
export function MarriageEntries({ bookNumber }: { bookNumber?: boolean }) {
  const t = useRegistryT();
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const open = (id: string) => `/backoffice/registry/marriages/${id}`;
  return small ? (
    <SimpleList<MarriageEntry>
      primaryText={(r) => r.registrationNumber}
      secondaryText={(r) => `${partyName(r.partyA)} & ${partyName(r.partyB)}`}
      tertiaryText={(r) => toDisplayDate(r.celebratedAt)}
      linkType={false}
      rowClick={(id) => open(String(id))}
    />
  ) : (
    <DataTable<MarriageEntry>
      rowClick={(id) => {
        navigate(open(String(id)));
        return false;
      }}
      bulkActionButtons={false}
    >
      <DataTable.Col source="registrationNumber" label={t('columns.registrationNumber')} />
      {bookNumber ? <DataTable.Col source="entryNumber" label={t('columns.entryNumber')} /> : null}
      <DataTable.Col
        source="partyA"
        label={t('columns.couple')}
        render={(r) => `${partyName(r.partyA)} & ${partyName(r.partyB)}`}
        disableSort
      />
      <DataTable.Col source="district" label={t('columns.district')} render={(r) => r.districtName} />
      <DataTable.Col
        source="celebratedAt"
        label={t('columns.celebratedAt')}
        render={(r) => toDisplayDate(r.celebratedAt)}
      />
      <DataTable.Col source="venueName" label={t('columns.venue')} disableSort />
      <DataTable.Col
        source="status"
        label={t('columns.status')}
        render={(r) => t(`statuses.${r.status}`, { _: r.status })}
      />
    </DataTable>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The register's CSV columns in the page's language: dates and times as people read them (Nairobi, dd-mm-yyyy HH:mm). */
export function marriageColumns(t: Translate): [string, (row: MarriageEntry) => unknown][] {
  const c = (key: string) => t(`columns.${key}`);
  return [
    [c('registrationNumber'), (r) => r.registrationNumber],
    [c('entryNumber'), (r) => r.entryNumber],
    [c('district'), (r) => r.districtName],
    [c('partyA'), (r) => partyName(r.partyA)],
    [c('partyAIdNumber'), (r) => r.partyAIdNumber],
    [c('partyB'), (r) => partyName(r.partyB)],
    [c('partyBIdNumber'), (r) => r.partyBIdNumber],
    [c('celebratedAt'), (r) => toDisplayDateTime(r.celebratedAt)],
    [c('venue'), (r) => r.venueName],
    [c('officiant'), (r) => r.officiantName],
    [c('status'), (r) => t(`statuses.${r.status}`, { _: r.status })],
  ];
}

/** /backoffice/registry/civil-marriages: the register of civil marriages. */
export default function CivilMarriagesList() {
  const t = useRegistryT();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('searchMarriages')} />,
    <DistrictFilterInput key="district" source="district" label={t('columns.district')} />,
    <DayInput key="from" source="from" label={t('from')} />,
    <DayInput key="to" source="to" label={t('to')} />,
  ];
  return (
    <List<MarriageEntry>
      resource="civil-marriages"
      title={t('civilMarriages')}
      filters={filters}
      sort={{ field: 'celebratedAt', order: 'DESC' }}
      storeKey="registry.civil-marriages"
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      exporter={exportCsv<MarriageEntry>('civil-marriages', marriageColumns(t))}
      perPage={25}
      empty={false}
    >
      <MarriageEntries />
    </List>
  );
}
