import { BooleanInput, DataTable, SimpleList, useTranslate } from 'react-admin';
import { SettingsList, useCanWriteSetting } from '../SettingsList.js';
import { activeText, DistrictField, DistrictInput, YesNo } from '../settingsFields.js';

/** "Mon, Wed, Fri" from ISO weekdays. */
export function useWeekdayNames() {
  const translate = useTranslate();
  return (days: unknown) =>
    ((days as number[] | undefined) ?? []).map((d) => translate(`settings.weekdaysShort.${d}`)).join(', ');
}

export function MarriageRoomList() {
  const weekdays = useWeekdayNames();
  const rowClick = useCanWriteSetting('marriage-rooms') ? 'edit' : false;
  return (
    <SettingsList
      page="marriage-rooms"
      sort={{ field: 'name', order: 'ASC' }}
      filters={[
        <DistrictInput key="district" />,
        <BooleanInput key="active" source="active" label="settings.fields.active" />,
      ]}
      mobile={
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => `${r.opensAt}–${r.closesAt} · ${r.slotMinutes} min · ${weekdays(r.weekdays)}`}
          tertiaryText={activeText}
          rowClick={rowClick}
        />
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="name" label="settings.fields.name" />
        <DataTable.Col source="district" label="settings.fields.district" render={() => <DistrictField />} />
        <DataTable.NumberCol source="capacity" label="settings.fields.capacity" />
        <DataTable.Col label="settings.fields.hours" disableSort render={(r) => `${r.opensAt}–${r.closesAt}`} />
        <DataTable.NumberCol source="slotMinutes" label="settings.fields.slotMinutes" />
        <DataTable.Col label="settings.fields.weekdays" disableSort render={(r) => weekdays(r.weekdays)} />
        <DataTable.Col source="active" label="settings.fields.active" render={(r) => <YesNo value={r.active} />} />
      </DataTable>
    </SettingsList>
  );
}
