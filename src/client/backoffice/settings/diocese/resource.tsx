import Church from '@mui/icons-material/Church';
import { dioceseInput } from '../../../../shared/contracts/settings.js';
import { SettingCreate, SettingEdit } from '../SettingsForm.js';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { DioceseInputs } from './DioceseInputs.js';
import { DioceseList } from './DioceseList.js';

export const diocesePage: SettingsPageDefinition = {
  page: 'diocese',
  icon: Church,
  list: DioceseList,
  create: () => (
    <SettingCreate page="diocese" schema={dioceseInput}>
      <DioceseInputs />
    </SettingCreate>
  ),
  edit: () => (
    <SettingEdit page="diocese" schema={dioceseInput} deletable>
      <DioceseInputs />
    </SettingEdit>
  ),
};
