import type { IdentityCheckInput } from '../../../shared/contracts/auth.js';

export interface Citizen {
  idNumber: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string;
  sex: 'F' | 'M';
  citizenship: string;
}

export type IdentityCheck = { verified: true; citizen: Citizen } | { verified: false; errors: Record<string, string> };

/** The national identity registry (IPRS) as the portal sees it; a real one plugs in behind this. */
export interface IdentityRegistry {
  verify(input: IdentityCheckInput): Promise<IdentityCheck>;
}

const normalise = (name: string) => name.trim().toLocaleLowerCase('en');

export const ID_NOT_FOUND = 'No person with this ID number is in the identity registry';
export const DETAILS_MISMATCH = 'These details do not match the identity registry';

/** An embedded registry of sample citizens that stands in for the government's. */
export class EmbeddedIdentityRegistry implements IdentityRegistry {
  private readonly byId: Map<string, Citizen>;
  constructor(citizens: readonly Citizen[]) {
    this.byId = new Map(citizens.map((c) => [c.idNumber, c]));
  }
  async verify(input: IdentityCheckInput): Promise<IdentityCheck> {
    const citizen = this.byId.get(input.idNumber.trim());
    if (!citizen) return { verified: false, errors: { idNumber: ID_NOT_FOUND } };
    const errors: Record<string, string> = {};
    if (normalise(citizen.firstName) !== normalise(input.firstName)) errors.firstName = DETAILS_MISMATCH;
    if (normalise(citizen.lastName) !== normalise(input.lastName)) errors.lastName = DETAILS_MISMATCH;
    if (citizen.dateOfBirth !== input.dateOfBirth) errors.dateOfBirth = DETAILS_MISMATCH;
    return Object.keys(errors).length ? { verified: false, errors } : { verified: true, citizen };
  }
}
