/** A party as the register keeps it (jsonb): names, ID, age, condition, occupation, residence, parents. */
export interface RegisterParty {
  name?: string; fullName?: string; firstName?: string; middleName?: string; lastName?: string;
  idType?: string; idNumber?: string; age?: number; condition?: string; occupation?: string; residence?: string; residenceDistrict?: string;
  father?: string; fatherName?: string; mother?: string; motherName?: string;
}

export interface MarriageEntry {
  id: string; registrationNumber: string; bookId: string; bookNumber?: string; entryNumber: number; district: string; noticeId: string; applicationId: string;
  partyA: RegisterParty; partyB: RegisterParty; partyAIdNumber: string; partyBIdNumber: string; celebratedAt: string; venueName: string;
  officiantName: string; witnesses: (string | { name?: string; fullName?: string })[]; certificateDocumentId: string | null; status: 'SUBSISTING' | 'DISSOLVED';
}

export interface RegisterBook { id: string; district: string; year: number; bookNumber: string; capacity: number; entriesUsed: number }

export function partyName(party: RegisterParty | undefined): string {
  if (!party) return '';
  return party.name ?? party.fullName ?? [party.firstName, party.middleName, party.lastName].filter(Boolean).join(' ');
}

export const witnessName = (w: MarriageEntry['witnesses'][number]) => (typeof w === 'string' ? w : w.name ?? w.fullName ?? '');
