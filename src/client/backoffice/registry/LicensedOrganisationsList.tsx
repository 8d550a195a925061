import { useMediaQuery, type Theme } from '@mui/material';
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
import type { LicensedPlace } from '../../../shared/contracts/licences.js';
import { LICENCE_STATUSES } from '../../../shared/licences.js';
import { PLACE_TYPES } from '../../../shared/services/public-place-licence.js';
import { toCsv } from '../../format/csv.js';
import { DistrictFilterInput } from './DistrictFilterInput.js';
import { placeCsvColumns } from './licenceCsv.js';
import { licencePath } from './LicencesList.js';
import { LicenceStatusChip } from './LicenceStatusChip.js';
import { useRegistryT } from './useRegistryT.js';

/** Days and licence numbers stay on one line. */
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** A place licence is valid, expired or revoked (never used). */
const PLACE_STATUSES = LICENCE_STATUSES.filter((s) => s !== 'USED');

/**
 * /backoffice/registry/licensed-organisations: the licensed places and their current licence
 * (GET /api/licensed-places). The API answers the valid ones unless another status is asked, so the
 * status filter is always shown, starts at Valid and has no empty choice.
 */
export default function LicensedOrganisationsList() {
  const t = useRegistryT();
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('licences.searchPlaces')} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      isRequired
      label={t('licences.columns.status')}
      choices={PLACE_STATUSES.map((s) => ({ id: s, name: t(`licences.statuses.${s}`) }))}
    />,
    <DistrictFilterInput key="district" source="district" label={t('licences.columns.district')} />,
    <SelectInput
      key="placeType"
      source="placeType"
      label={t('licences.columns.placeType')}
      choices={PLACE_TYPES.map((p) => ({ id: p, name: t(`licences.placeTypes.${p}`) }))}
    />,
  ];
  const exporter = (rows: LicensedPlace[]) => downloadCSV(toCsv(rows, placeCsvColumns(t)), 'licensed-organisations');
  const open = (place: LicensedPlace) => licencePath(place.licenceId);
  return (
    <List<LicensedPlace>
      resource="licensed-places"
      title={t('licensedOrganisations')}
      filters={filters}
      filterDefaultValues={{ status: 'VALID' }}
      sort={{ field: 'licensedOn', order: 'DESC' }}
      storeKey="registry.licensed-organisations"
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
        <SimpleList<LicensedPlace>
          primaryText={(r) => r.name}
          secondaryText={(r) => `${t(`licences.placeTypes.${r.placeType}`)} · ${r.districtName} · ${r.licenceNumber}`}
          tertiaryText={(r) => t(`licences.statuses.${r.status}`)}
          linkType={false}
          rowClick={(_, __, r) => open(r as LicensedPlace)}
        />
      ) : (
        <DataTable<LicensedPlace>
          rowClick={(_, __, r) => {
            navigate(open(r as LicensedPlace));
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="name" label={t('licences.columns.name')} />
          <DataTable.Col
            source="placeType"
            label={t('licences.columns.placeType')}
            render={(r) => t(`licences.placeTypes.${r.placeType}`)}
            disableSort
          />
          <DataTable.Col source="districtName" label={t('licences.columns.district')} disableSort />
          <DataTable.Col source="address" label={t('licences.columns.address')} disableSort />
          <DataTable.Col source="capacity" label={t('licences.columns.capacity')} disableSort />
          <DataTable.Col source="licenceNumber" label={t('licences.columns.number')} disableSort cellSx={noWrap} />
          <DataTable.Col
            source="licensedOn"
            label={t('licences.columns.licensedOn')}
            render={(r) => toDisplayDate(r.licensedOn)}
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
            render={(r) => <LicenceStatusChip status={r.status} />}
            disableSort
          />
        </DataTable>
      )}
    </List>
  );
}
