import Payments from '@mui/icons-material/Payments';
import { serviceCostInput } from '../../../../shared/contracts/settings.js';
import { nairobiToday } from '../../../../shared/dates.js';
import { SettingCreate, SettingEdit } from '../SettingsForm.js';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { ServiceCostInputs } from './ServiceCostInputs.js';
import { ServiceCostList } from './ServiceCostList.js';

export const serviceCostsPage: SettingsPageDefinition = {
  page: 'service-costs',
  icon: Payments,
  list: ServiceCostList,
  create: () => (
    <SettingCreate
      page="service-costs"
      schema={serviceCostInput}
      defaultValues={{ currency: 'KES', effectiveFrom: nairobiToday() }}
    >
      <ServiceCostInputs />
    </SettingCreate>
  ),
  edit: () => (
    <SettingEdit page="service-costs" schema={serviceCostInput} deletable>
      <ServiceCostInputs />
    </SettingEdit>
  ),
};
