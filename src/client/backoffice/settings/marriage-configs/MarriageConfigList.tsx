import { DataTable, SimpleList, useLocaleState, useTranslate } from 'react-admin';
import { marriageConfigDescription } from '../../../../shared/i18n/words.js';
import type { MarriageConfigRecord } from '../../../../shared/contracts/settings.js';
import { SettingsList, useCanWriteSetting } from '../SettingsList.js';

/** A config value for people: "21", "Registration officer: 3 · Director: 3". */
export function useConfigValueText() {
  const translate = useTranslate();
  return (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
          .map(([k, v]) => `${translate(`services.levels.${k}`, { _: k })}: ${String(v)}`)
          .join(' · ')
      : String(value ?? '');
}

export function MarriageConfigList() {
  const valueText = useConfigValueText();
  const [locale] = useLocaleState();
  const described = (r: MarriageConfigRecord) =>
    marriageConfigDescription(r.key, r.description, locale === 'sw' ? 'sw' : 'en');
  const rowClick = useCanWriteSetting('marriage-configs') ? 'edit' : false;
  return (
    <SettingsList
      page="marriage-configs"
      sort={{ field: 'key', order: 'ASC' }}
      mobile={
        <SimpleList<MarriageConfigRecord>
          primaryText={described}
          secondaryText={(r) => valueText(r.value)}
          rowClick={rowClick}
        />
      }
    >
      <DataTable<MarriageConfigRecord> rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="description" label="settings.fields.description" disableSort render={described} />
        <DataTable.Col label="settings.fields.value" disableSort render={(r) => valueText(r.value)} />
      </DataTable>
    </SettingsList>
  );
}
