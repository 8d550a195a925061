import Tune from '@mui/icons-material/Tune';
import { marriageConfigInput } from '../../../../shared/contracts/settings.js';
import { SettingEdit } from '../SettingsForm.js';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { MarriageConfigInputs } from './MarriageConfigInputs.js';
import { MarriageConfigList } from './MarriageConfigList.js';

/** The code reads these by key: they are changed, never added or removed. */
export const marriageConfigsPage: SettingsPageDefinition = {
  page: 'marriage-configs',
  icon: Tune,
  list: MarriageConfigList,
  edit: () => (
    <SettingEdit page="marriage-configs" schema={marriageConfigInput}>
      <MarriageConfigInputs />
    </SettingEdit>
  ),
};
