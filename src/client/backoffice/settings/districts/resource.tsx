import MapOutlined from '@mui/icons-material/MapOutlined';
import { districtInput } from '../../../../shared/contracts/settings.js';
import { SettingCreate, SettingEdit } from '../SettingsForm.js';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { DistrictInputs } from './DistrictInputs.js';
import { DistrictList } from './DistrictList.js';

/** Districts are never deleted (applications and rooms name them); switching one off takes it out of the forms. */
export const districtsPage: SettingsPageDefinition = {
  page: 'districts',
  icon: MapOutlined,
  list: DistrictList,
  create: () => (
    <SettingCreate page="districts" schema={districtInput} defaultValues={{ active: true }}>
      <DistrictInputs />
    </SettingCreate>
  ),
  edit: () => (
    <SettingEdit page="districts" schema={districtInput}>
      <DistrictInputs editing />
    </SettingEdit>
  ),
};
