import { onlineForm, type ClientService } from '../types.js';
import { ResultPanel } from './ResultPanel.js';
import { StaffMatches } from './StaffMatches.js';
import { NamesStep, REGISTER_SEARCH_MESSAGES, WhenStep } from './steps.js';
import { emptyRegisterSearch } from './values.js';

/** The register search: the names, then when and where; staff see the entries the register proposes. */
export const registerSearch: ClientService = {
  form: onlineForm({
    messages: REGISTER_SEARCH_MESSAGES,
    emptyForm: emptyRegisterSearch,
    steps: { names: NamesStep, when: WhenStep },
  }),
  ApplicantPanel: ResultPanel,
  StaffPanel: StaffMatches,
};
