import { onlineForm, type ClientService } from '../types.js';
import { LinesStep, MonthStep, RETURN_MESSAGES_NS } from './steps.js';
import { emptyReturn } from './values.js';

/** The marriage return: the month, then its marriages (by hand or from a CSV file); the outcome shows each line's reconciliation. */
export const marriageReturn: ClientService = {
  form: onlineForm({
    messages: RETURN_MESSAGES_NS,
    emptyForm: emptyReturn,
    steps: { month: MonthStep, lines: LinesStep },
  }),
  areas: ['institution'],
};
