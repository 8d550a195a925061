import Public from '@mui/icons-material/Public';
import { countryInput } from '../../../../shared/contracts/settings.js';
import { SettingCreate, SettingEdit } from '../SettingsForm.js';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { CountryInputs } from './CountryInputs.js';
import { CountryList } from './CountryList.js';

/** Countries are never deleted (people's records name them); switching one off takes it out of the forms. */
export const countriesPage: SettingsPageDefinition = {
  page: 'countries',
  icon: Public,
  list: CountryList,
  create: () => (
    <SettingCreate page="countries" schema={countryInput} defaultValues={{ enabled: true }}>
      <CountryInputs />
    </SettingCreate>
  ),
  edit: () => (
    <SettingEdit page="countries" schema={countryInput}>
      <CountryInputs editing />
    </SettingEdit>
  ),
};
