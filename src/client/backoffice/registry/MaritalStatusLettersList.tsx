import { Chip, useMediaQuery, type Theme } from '@mui/material';
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
import type { MaritalStatusLetterRecord } from '../../../shared/contracts/letters.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { LETTER_FINDINGS, LETTER_STATUSES, type LetterStatus } from '../../../shared/services/marital-status-letter.js';
import { DayInput } from '../../components/dates/DayInput.js';
import { toCsv } from '../../format/csv.js';
import { DistrictFilterInput } from './DistrictFilterInput.js';
import { entryOf, letterCsvColumns } from './letterCsv.js';
import { useRegistryT } from './useRegistryT.js';

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** The letter's application (its PDF is among the documents there). */
export const letterPath = (letter: MaritalStatusLetterRecord) => `/backoffice/registry/details/${letter.applicationId}`;

function LetterStatusChip({ status }: { status: LetterStatus }) {
  const t = useRegistryT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'VALID' ? 'success' : 'default'}
      label={t(`letters.statuses.${status}`)}
      data-status={status}
    />
  );
}

/**
 * /backoffice/registry/marital-statuses: the marital status letters issued, newest first — what the
 * register held for each applicant on the day of issue, and whether the letter is still valid.
 */
export default function MaritalStatusLettersList() {
  const t = useRegistryT();
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('letters.search')} />,
    <SelectInput
      key="finding"
      source="finding"
      label={t('letters.columns.finding')}
      choices={LETTER_FINDINGS.map((f) => ({ id: f, name: t(`letters.findings.${f}`) }))}
    />,
    <SelectInput
      key="status"
      source="status"
      label={t('letters.columns.status')}
      choices={LETTER_STATUSES.map((s) => ({ id: s, name: t(`letters.statuses.${s}`) }))}
    />,
    <DistrictFilterInput key="district" source="district" label={t('letters.columns.district')} />,
    <DayInput key="from" source="from" label={t('letters.issuedFrom')} />,
    <DayInput key="to" source="to" label={t('letters.issuedTo')} />,
  ];
  const exporter = (rows: MaritalStatusLetterRecord[]) =>
    downloadCSV(toCsv(rows, letterCsvColumns(t)), 'marital-status-letters');
  return (
    <List<MaritalStatusLetterRecord>
      resource="marital-status-letters"
      title={t('maritalStatuses')}
      filters={filters}
      sort={{ field: 'issuedAt', order: 'DESC' }}
      storeKey="registry.marital-statuses"
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
        <SimpleList<MaritalStatusLetterRecord>
          primaryText={(r) => `${r.number} · ${r.holderName}`}
          secondaryText={(r) =>
            [
              t(`letters.findings.${r.finding}`),
              entryOf(t, r),
              t('letters.columns.validUntil') + ' ' + toDisplayDate(r.validUntil),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(r) => t(`letters.statuses.${r.status}`)}
          linkType={false}
          rowClick={(_, __, r) => letterPath(r as MaritalStatusLetterRecord)}
        />
      ) : (
        <DataTable<MaritalStatusLetterRecord>
          rowClick={(_, __, r) => {
            navigate(letterPath(r as MaritalStatusLetterRecord));
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="number" label={t('letters.columns.number')} cellSx={noWrap} />
          <DataTable.Col source="holderName" label={t('letters.columns.holder')} disableSort />
          <DataTable.Col
            source="finding"
            label={t('letters.columns.finding')}
            render={(r) => t(`letters.findings.${r.finding}`)}
            disableSort
          />
          <DataTable.Col
            source="registrationNumber"
            label={t('letters.columns.entry')}
            render={(r) => entryOf(t, r as MaritalStatusLetterRecord) || '—'}
            disableSort
          />
          <DataTable.Col source="districtName" label={t('letters.columns.district')} disableSort />
          <DataTable.Col
            source="issuedAt"
            label={t('letters.columns.issuedAt')}
            render={(r) => toDisplayDate(r.issuedAt)}
            cellSx={noWrap}
          />
          <DataTable.Col
            source="validUntil"
            label={t('letters.columns.validUntil')}
            render={(r) => toDisplayDate(r.validUntil)}
            cellSx={noWrap}
          />
          <DataTable.Col
            source="status"
            label={t('letters.columns.status')}
            render={(r) => <LetterStatusChip status={r.status} />}
            disableSort
          />
        </DataTable>
      )}
    </List>
  );
}
