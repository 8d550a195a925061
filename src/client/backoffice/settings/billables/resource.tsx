import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { billableInput } from '../../../../shared/contracts/settings.js';
import { SettingCreate, SettingEdit } from '../SettingsForm.js';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { BillableInputs } from './BillableInputs.js';
import { BillableList } from './BillableList.js';

export const billablesPage: SettingsPageDefinition = {
  page: 'billables',
  icon: AddShoppingCart,
  list: BillableList,
  create: () => (
    <SettingCreate
      page="billables"
      schema={billableInput}
      defaultValues={{ active: true, maxQuantity: 1, serviceCode: null }}
    >
      <BillableInputs />
    </SettingCreate>
  ),
  edit: () => (
    <SettingEdit page="billables" schema={billableInput} deletable>
      <BillableInputs editing />
    </SettingEdit>
  ),
};
