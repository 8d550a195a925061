import type { AccountType, OrganisationType } from './accounts.js';
import { canAccess, type Caller } from './permissions.js';

/**
 * An institution's account is a request until the registry has checked what it is (issue 19):
 * signed up (UNVERIFIED), its evidence sent (SUBMITTED), then VERIFIED or REJECTED with a reason
 * (new evidence sends it again). Only a VERIFIED institution reaches the services and the register.
 */
export const VERIFICATION_STATUSES = ['UNVERIFIED', 'SUBMITTED', 'VERIFIED', 'REJECTED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The documents that show what an institution is, by its kind; the first is its own, the second the account holder's authority. */
export const EVIDENCE_KINDS = ['JUDICIARY_LETTER', 'REGISTRATION_CERTIFICATE', 'AUTHORITY_LETTER'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

export const EVIDENCE_LABELS: Record<EvidenceKind, string> = {
  JUDICIARY_LETTER: "The Judiciary's letter naming the court and its station",
  REGISTRATION_CERTIFICATE:
    'Certificate of registration of the institution (Registrar of Societies, or its licence to celebrate marriages)',
  AUTHORITY_LETTER: 'Letter authorising the account holder to act for the institution, on its letterhead',
};

/** What a registry asks of each kind of institution: a court is on the Judiciary's list; the others are registered bodies. */
export function evidenceKindsFor(type: OrganisationType): EvidenceKind[] {
  return [type === 'COURT' ? 'JUDICIARY_LETTER' : 'REGISTRATION_CERTIFICATE', 'AUTHORITY_LETTER'];
}

/** The evidence still missing before an institution can send its request. */
export function missingEvidence(type: OrganisationType, uploaded: readonly string[]): EvidenceKind[] {
  return evidenceKindsFor(type).filter((kind) => !uploaded.includes(kind));
}

/** The institution may change its evidence and send it while the registry is not deciding and has not verified it. */
export function evidenceEditable(status: VerificationStatus): boolean {
  return status === 'UNVERIFIED' || status === 'REJECTED';
}

/** Who the services and register reads need: an institution the registry has verified. One rule for the server and the client. */
export function isVerifiedInstitution(caller: {
  accountType: AccountType;
  organisationVerification?: VerificationStatus | null;
}): boolean {
  return caller.accountType === 'ORGANIZATION' && caller.organisationVerification === 'VERIFIED';
}

/** The refusal an institution not verified yet reads wherever it tries to act. */
export const NOT_VERIFIED_MESSAGE =
  'Your institution is not verified yet: send its evidence from the Verification page; the registry checks it before your account can use the services';

/** Who works the verification queue: the registry staff who work the marriage registrations (officers, directors, the Registrar General). */
export function canVerifyInstitutions(caller: Caller): boolean {
  return canAccess(caller, { action: 'work', resource: 'institutions' });
}

/** Who reads the verification queue and its evidence: its workers and the administrator. */
export function canReadInstitutions(caller: Caller): boolean {
  return canAccess(caller, { action: 'read', resource: 'institutions' });
}

/** The longest reason a refusal keeps. */
export const MAX_REASON_LENGTH = 500;
