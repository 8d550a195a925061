import { deadlineAfter, nairobiYear, toDisplayDateTime } from '../../../shared/dates.js';
import type { Party } from '../../../shared/forms/parts.js';
import { audit } from '../../audit.js';
import { notices } from '../../db/schema/index.js';
import type { HookContext } from '../applications/outcomes.js';
import { applicationEvent, marriageConfig, nextNumber, notifyUser, pad6, partyName } from './common.js';

/**
 * Approving a notice of marriage enters it in the notice book with its number and publishes it
 * for the notice period (same transaction as the approval). Both deadlines fall at the end of a
 * Nairobi day: objections until the end of the day `notice_period_days` after the day of
 * publication, the notice valid until the end of the day `validity_days` after it.
 */
export async function publishNotice(ctx: HookContext) {
  const { tx, application, now } = ctx;
  const form = application.formData as { partyA: Party; partyB: Party; intendedDate: string; district: string; venue: { name: string } };
  const config = await marriageConfig(tx);
  const year = nairobiYear(now);
  const noticeNumber = `NB/${form.district}/${year}/${pad6(await nextNumber(tx, `NB-${form.district}`, year))}`;
  const noticeEndsAt = deadlineAfter(now, config.noticePeriodDays);
  const validUntil = deadlineAfter(now, config.validityDays);
  const [notice] = await tx
    .insert(notices)
    .values({
      applicationId: application.id,
      noticeNumber,
      district: form.district,
      partyAName: partyName(form.partyA),
      partyBName: partyName(form.partyB),
      intendedDate: form.intendedDate,
      venueName: form.venue?.name ?? '',
      publishedAt: now,
      noticeEndsAt,
      validUntil,
      status: 'PUBLISHED',
      createdAt: now,
    })
    .returning();
  await applicationEvent(tx, { ...application, status: 'Approved' }, ctx.actor.userId, 'notice-published', `Notice ${noticeNumber} published`, now);
  await audit(tx, { actorId: ctx.actor.userId, action: 'notice.published', entity: 'notice', entityId: notice.id, after: { noticeNumber, applicationId: application.id, noticeEndsAt, validUntil } });
  await notifyUser(tx, application.applicantId, 'NOTICE_PUBLISHED', {
    subject: `Your notice of marriage ${noticeNumber} is published`,
    body:
      `Your notice of marriage (${application.reference}) is published on the public notice board as ${noticeNumber}. ` +
      `Anyone may object until ${toDisplayDateTime(noticeEndsAt)}. If no objection stands then, you can book your wedding; ` +
      `the notice is valid until ${toDisplayDateTime(validUntil)}.`,
    sms: `Notice ${noticeNumber} published. Objections until ${toDisplayDateTime(noticeEndsAt)}; then book your wedding. Valid until ${toDisplayDateTime(validUntil)}.`,
  });
  return { noticeNumber, noticeEndsAt: noticeEndsAt.toISOString(), validUntil: validUntil.toISOString() };
}
