import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  downloadCSV,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { toDisplayDate } from '../../../shared/dates.js';
import type { Licence } from '../../../shared/contracts/licences.js';
import { LICENCE_STATUSES } from '../../../shared/licences.js';
import { DayInput } from '../../components/dates/DayInput.js';
import { toCsv } from '../../format/csv.js';
import { DistrictFilterInput } from './DistrictFilterInput.js';
import { coupleOf, licenceCsvColumns, placeOf } from './licenceCsv.js';
import { LICENCE_LISTS } from './licenceLists.js';
import { LicenceStatusChip } from './LicenceStatusChip.js';
import { useRegistryT } from './useRegistryT.js';

/** Days and licence numbers stay on one line. */
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

export type LicenceRegistry = 'special-licences' | 'organisation-licences';

export const licencePath = (id: string) => `/backoffice/registry/licences/${id}`;

/** The status column: the chip, and for a special licence a marriage used, that marriage's register number. */
function StatusCell({ licence }: { licence: Licence }) {
  const t = useRegistryT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <LicenceStatusChip status={licence.status} />
      {licence.usedByRegistrationNumber ? (
        <Typography variant="caption">{t('licences.usedBy', { number: licence.usedByRegistrationNumber })}</Typography>
      ) : null}
    </Box>
  );
}

/**
 * /backoffice/registry/special-licences (notice waiver and private venue) and
 * /backoffice/registry/organisation-licences (public places): the licences issued, newest first.
 */
export default function LicencesList({ registry }: { registry: LicenceRegistry }) {
  const t = useRegistryT();
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const resource = `registry/${registry}`;
  const kinds = LICENCE_LISTS[resource]!;
  const special = registry === 'special-licences';
  // A public place licence is never "used": only a special licence serves one marriage.
  const statuses = LICENCE_STATUSES.filter((s) => special || s !== 'USED');
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('licences.search')} />,
    <SelectInput
      key="status"
      source="status"
      label={t('licences.columns.status')}
      choices={statuses.map((s) => ({ id: s, name: t(`licences.statuses.${s}`) }))}
    />,
    ...(kinds.length > 1
      ? [
          <SelectInput
            key="kind"
            source="kind"
            label={t('licences.columns.kind')}
            choices={kinds.map((k) => ({ id: k, name: t(`licences.kinds.${k}`) }))}
          />,
        ]
      : []),
    <DistrictFilterInput key="district" source="district" label={t('licences.columns.district')} />,
    <DayInput key="from" source="from" label={t('licences.issuedFrom')} />,
    <DayInput key="to" source="to" label={t('licences.issuedTo')} />,
  ];
  const exporter = (rows: Licence[]) => downloadCSV(toCsv(rows, licenceCsvColumns(t)), registry);
  return (
    <List<Licence>
      resource={resource}
      title={t(special ? 'specialLicences' : 'organisationLicences')}
      filters={filters}
      sort={{ field: 'issuedAt', order: 'DESC' }}
      storeKey={`registry.${registry}`}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      exporter={exporter}
      perPage={25}
      empty={false}
    >
      {small ? (
        <SimpleList<Licence>
          primaryText={(r) => r.number}
          secondaryText={(r) =>
            [
              special ? coupleOf(r) : placeOf(r),
              r.districtName,
              r.usedByRegistrationNumber ? t('licences.usedBy', { number: r.usedByRegistrationNumber }) : null,
            ]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(r) => t(`licences.statuses.${r.status}`)}
          linkType={false}
          rowClick={(id) => licencePath(String(id))}
        />
      ) : (
        <DataTable<Licence>
          rowClick={(id) => {
            navigate(licencePath(String(id)));
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="number" label={t('licences.columns.number')} cellSx={noWrap} />
          {special ? (
            <DataTable.Col
              source="kind"
              label={t('licences.columns.kind')}
              render={(r) => t(`licences.kinds.${r.kind}`)}
              disableSort
            />
          ) : (
            <DataTable.Col
              source="placeType"
              label={t('licences.columns.placeType')}
              render={(r) => (r.placeType ? t(`licences.placeTypes.${r.placeType}`) : '—')}
              disableSort
            />
          )}
          {special ? (
            <DataTable.Col source="partyAName" label={t('licences.columns.couple')} render={coupleOf} disableSort />
          ) : (
            <DataTable.Col source="venueName" label={t('licences.columns.place')} render={placeOf} disableSort />
          )}
          {special ? (
            <DataTable.Col
              source="venueName"
              label={t('licences.columns.venue')}
              render={(r) => r.venueName ?? '—'}
              disableSort
            />
          ) : null}
          <DataTable.Col source="districtName" label={t('licences.columns.district')} disableSort />
          <DataTable.Col
            source="issuedAt"
            label={t('licences.columns.issuedAt')}
            render={(r) => toDisplayDate(r.issuedAt)}
            cellSx={noWrap}
          />
          <DataTable.Col
            source="validUntil"
            label={t('licences.columns.validUntil')}
            render={(r) => toDisplayDate(r.validUntil)}
            cellSx={noWrap}
          />
          <DataTable.Col
            source="status"
            label={t('licences.columns.status')}
            render={(r) => <StatusCell licence={r as Licence} />}
            disableSort
          />
        </DataTable>
      )}
    </List>
  );
}
