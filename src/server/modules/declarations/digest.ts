import { createHash } from 'node:crypto';
import { marriageNoticeSchema } from '../../../shared/services/marriage-notice.js';

/** The notice's own fields (its schema's): what a declaration is made on (not the extras the review step chose). */
const NOTICE_FIELDS = Object.keys(marriageNoticeSchema.shape).sort();

/** JSON with every object's keys in order, so that equal particulars give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The digest of what a notice says: a declaration is current while the notice's digest is the one declared. */
export function noticeDigest(formData: Record<string, unknown>): string {
  const fields = Object.fromEntries(NOTICE_FIELDS.map((key) => [key, formData[key] ?? null]));
  return createHash('sha256').update(canonical(fields)).digest('hex');
}
