/** One marriage of the return as the page holds it (ages as typed; '' for what is not given). */
export interface LineValues {
  registrationNumber: string;
  partyAName: string;
  partyAIdNumber: string;
  partyAAge: string;
  partyBName: string;
  partyBIdNumber: string;
  partyBAge: string;
  date: string;
  district: string;
  venueName: string;
  officiantName: string;
  witness1: string;
  witness2: string;
}

export interface ReturnValues {
  month: string;
  lines: LineValues[];
}

export const emptyLine = (): LineValues => ({
  registrationNumber: '',
  partyAName: '',
  partyAIdNumber: '',
  partyAAge: '',
  partyBName: '',
  partyBIdNumber: '',
  partyBAge: '',
  date: '',
  district: '',
  venueName: '',
  officiantName: '',
  witness1: '',
  witness2: '',
});

export const emptyReturn = (): ReturnValues => ({ month: '', lines: [] });
