import { onlineForm, type ClientService } from '../types.js';
import { StaffEntryPanel } from './StaffEntryPanel.js';
import { DecreeStep, DIVORCE_MESSAGES_KEY } from './steps.js';
import { emptyDivorce } from './values.js';

/** The divorce return (courts): one step (the decree and the entry it dissolves); staff see the entry as the register holds it. */
export const divorceReturn: ClientService = {
  form: onlineForm({ messages: DIVORCE_MESSAGES_KEY, emptyForm: emptyDivorce, steps: { decree: DecreeStep } }),
  StaffPanel: StaffEntryPanel,
};
