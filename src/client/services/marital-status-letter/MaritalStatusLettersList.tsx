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
import { useScopedTranslate } from '../../i18n/useScopedTranslate.js';
import { useNavigate } from 'react-router-dom';
import type { MaritalStatusLetterRecord } from '../../../shared/services/marital-status-letter/api.js';
import { toDisplayDate } from '../../../shared/dates.js';
import {
  LETTER_FINDINGS,
  LETTER_STATUSES,
  type LetterStatus,
} from '../../../shared/services/marital-status-letter/index.js';
import { DayInput } from '../../components/dates/DayInput.js';
import { toCsv } from '../../format/csv.js';
import { DistrictFilterInput } from '../../backoffice/registry/DistrictFilterInput.js';
import { entryOf, letterCsvColumns } from './letterCsv.js';

/** The words of the register (its folder's register.en.ts, under `services.MARITAL_STATUS_LETTER.register`). */
const useRegisterT = () => useScopedTranslate('services.MARITAL_STATUS_LETTER.register');

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** The letter's application (its PDF is among the documents there). */
export const letterPath = (letter: MaritalStatusLetterRecord) => `/backoffice/registry/details/${letter.applicationId}`;

function LetterStatusChip({ status }: { status: LetterStatus }) {
  const t = useRegisterT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'VALID' ? 'success' : 'default'}
      label={t(`statuses.${status}`)}
      data-status={status}
    />
  );
}

/**
 * /backoffice/registry/marital-statuses: the marital status letters issued, newest first — what the
 * register held for each applicant on the day of issue, and whether the letter is still valid.
 */
export default function MaritalStatusLettersList() {
  const t = useRegisterT();
  const navigate = useNavigate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('search')} />,
    <SelectInput
      key="finding"
      source="finding"
      label={t('columns.finding')}
      choices={LETTER_FINDINGS.map((f) => ({ id: f, name: t(`findings.${f}`) }))}
    />,
    <SelectInput
      key="status"
      source="status"
      label={t('columns.status')}
      choices={LETTER_STATUSES.map((s) => ({ id: s, name: t(`statuses.${s}`) }))}
    />,
    <DistrictFilterInput key="district" source="district" label={t('columns.district')} />,
    <DayInput key="from" source="from" label={t('issuedFrom')} />,
    <DayInput key="to" source="to" label={t('issuedTo')} />,
  ];
  const exporter = (rows: MaritalStatusLetterRecord[]) =>
    downloadCSV(toCsv(rows, letterCsvColumns(t)), 'marital-status-letters');
  return (
    <List<MaritalStatusLetterRecord>
      resource="marital-status-letters"
      title={t('title')}
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
            [t(`findings.${r.finding}`), entryOf(t, r), t('columns.validUntil') + ' ' + toDisplayDate(r.validUntil)]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(r) => t(`statuses.${r.status}`)}
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
          <DataTable.Col source="number" label={t('columns.number')} cellSx={noWrap} />
          <DataTable.Col source="holderName" label={t('columns.holder')} disableSort />
          <DataTable.Col
            source="finding"
            label={t('columns.finding')}
            render={(r) => t(`findings.${r.finding}`)}
            disableSort
          />
          <DataTable.Col
            source="registrationNumber"
            label={t('columns.entry')}
            render={(r) => entryOf(t, r as MaritalStatusLetterRecord) || '—'}
            disableSort
          />
          <DataTable.Col source="districtName" label={t('columns.district')} disableSort />
          <DataTable.Col
            source="issuedAt"
            label={t('columns.issuedAt')}
            render={(r) => toDisplayDate(r.issuedAt)}
            cellSx={noWrap}
          />
          <DataTable.Col
            source="validUntil"
            label={t('columns.validUntil')}
            render={(r) => toDisplayDate(r.validUntil)}
            cellSx={noWrap}
          />
          <DataTable.Col
            source="status"
            label={t('columns.status')}
            render={(r) => <LetterStatusChip status={r.status} />}
            disableSort
          />
        </DataTable>
      )}
    </List>
  );
}
