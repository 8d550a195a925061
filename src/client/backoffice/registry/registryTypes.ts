/** The marriage register's answers (GET /api/civil-marriages, /api/register-books): the routes' response schemas. */
import type { MarriageEntry, RegisterParty } from '../../../shared/contracts/register.js';

export type { MarriageEntry, RegisterBook, RegisterParty } from '../../../shared/contracts/register.js';

export function partyName(party: RegisterParty | undefined): string {
  return party?.name ?? '';
}

export const witnessName = (w: MarriageEntry['witnesses'][number]) => w;
