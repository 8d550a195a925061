/** The register search's form as the page holds it: every field a string. */
export interface RegisterSearchValues {
  partyName: string;
  otherPartyName: string;
  from: string;
  to: string;
  district: string;
  purpose: string;
}

export const emptyRegisterSearch = (): RegisterSearchValues => ({
  partyName: '',
  otherPartyName: '',
  from: '',
  to: '',
  district: '',
  purpose: '',
});
