import MeetingRoom from '@mui/icons-material/MeetingRoom';
import { marriageRoomInput } from '../../../../shared/contracts/settings.js';
import { SettingCreate, SettingEdit } from '../SettingsForm.js';
import type { SettingsPageDefinition } from '../settingsTypes.js';
import { MarriageRoomInputs } from './MarriageRoomInputs.js';
import { MarriageRoomList } from './MarriageRoomList.js';

export const marriageRoomsPage: SettingsPageDefinition = {
  page: 'marriage-rooms',
  icon: MeetingRoom,
  list: MarriageRoomList,
  create: () => (
    <SettingCreate
      page="marriage-rooms"
      schema={marriageRoomInput}
      defaultValues={{ opensAt: '09:00', closesAt: '16:00', slotMinutes: 60, weekdays: [1, 2, 3, 4, 5], active: true }}
    >
      <MarriageRoomInputs />
    </SettingCreate>
  ),
  edit: () => (
    <SettingEdit page="marriage-rooms" schema={marriageRoomInput} deletable>
      <MarriageRoomInputs />
    </SettingEdit>
  ),
};
