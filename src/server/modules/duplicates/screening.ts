import { duplicateRules, idKey } from '../../../shared/duplicates.js';
import { audit } from '../../audit.js';
import type { Tx } from '../../db/client.js';
import type { ApplicationRow } from '../applications/access.js';
import {
  applicationCandidates,
  insertPossibleDuplicates,
  openCount,
  registerCandidates,
  writeKeys,
  type Candidate,
  type NewPossibleDuplicate,
} from './repository.js';
import type { DuplicateSubject, DuplicateSubjects } from './subjects.js';

/** At submit: the marriages the application asks to record are kept as keys for later submissions to find. */
export async function recordSubmission(
  tx: Tx,
  application: ApplicationRow,
  subjectsOf: DuplicateSubjects,
  submittedAt: Date,
) {
  await writeKeys(tx, application.id, submittedAt, subjectsOf(application.formData));
}

/** A return's line and the entry holding both its ID numbers: the entry it reconciles with, not a duplicate. */
const reconciledWith = (subject: DuplicateSubject, candidate: Candidate) => {
  if (!subject.reconciles || candidate.kind !== 'REGISTER_ENTRY') return false;
  const line = [subject.marriage.partyA.idNumber, subject.marriage.partyB.idNumber].map(idKey).sort().join(' ');
  const entry = [candidate.marriage.partyA.idNumber, candidate.marriage.partyB.idNumber].map(idKey).sort().join(' ');
  return line === entry;
};

/**
 * Before an application enters the officer's queue (paid, or submitted free, or resubmitted): each
 * of its marriages compared with the register and with the applications in flight submitted before
 * it; every pair meeting a rule is a possible duplicate. True when one waits for a decision: the
 * application is then held out of the queue until the officer decides.
 */
export async function screenSubmission(
  tx: Tx,
  application: ApplicationRow,
  subjectsOf: DuplicateSubjects,
  actorId: string | null,
  now: Date,
): Promise<boolean> {
  const submittedAt = application.submittedAt ?? new Date(0);
  const rows: NewPossibleDuplicate[] = [];
  for (const subject of subjectsOf(application.formData)) {
    const candidates: Candidate[] = [
      ...(await registerCandidates(tx, subject.marriage)),
      ...(await applicationCandidates(tx, subject.marriage, { id: application.id, submittedAt })),
    ];
    const seen = new Set<string>();
    for (const candidate of candidates) {
      const key =
        candidate.kind === 'REGISTER_ENTRY' ? candidate.marriageId : `${candidate.applicationId}/${candidate.line}`;
      if (seen.has(key) || reconciledWith(subject, candidate)) continue;
      seen.add(key);
      const rules = duplicateRules(subject.marriage, candidate.marriage);
      if (!rules.length) continue;
      rows.push({
        applicationId: application.id,
        line: subject.line,
        district: application.district,
        candidateKind: candidate.kind,
        candidateMarriageId: candidate.kind === 'REGISTER_ENTRY' ? candidate.marriageId : null,
        candidateApplicationId: candidate.kind === 'APPLICATION' ? candidate.applicationId : null,
        candidateLine: candidate.kind === 'APPLICATION' ? candidate.line : null,
        rules,
        subject: subject.marriage,
        candidate: candidate.marriage,
        createdAt: now,
      });
    }
  }
  const flagged = await insertPossibleDuplicates(tx, rows);
  for (const { id } of flagged)
    await audit(tx, {
      actorId,
      action: 'duplicate.flagged',
      entity: 'possible-duplicate',
      entityId: id,
      after: { applicationId: application.id },
    });
  return (await openCount(tx, application.id)) > 0;
}
