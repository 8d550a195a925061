import AccountBalance from '@mui/icons-material/AccountBalance';
import { taxHeadInput } from '../../../../shared/contracts/settings.js';
import { SettingCreate, SettingEdit } from '../SettingsForm.js';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { TaxHeadInputs } from './TaxHeadInputs.js';
import { TaxHeadList } from './TaxHeadList.js';

export const taxHeadsPage: SettingsPageDefinition = {
  page: 'tax-heads',
  icon: AccountBalance,
  list: TaxHeadList,
  create: () => (
    <SettingCreate page="tax-heads" schema={taxHeadInput} defaultValues={{ active: true }}>
      <TaxHeadInputs />
    </SettingCreate>
  ),
  edit: () => (
    <SettingEdit page="tax-heads" schema={taxHeadInput} deletable>
      <TaxHeadInputs editing />
    </SettingEdit>
  ),
};
