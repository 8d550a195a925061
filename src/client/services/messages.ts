import type { ServiceCode } from '../../shared/services.js';
import { marriageNoticeEn } from './marriage-notice/messages.en.js';

/**
 * The words each service's client folder owns (its name, description and form), merged under
 * `services.<CODE>` by the i18n messages. Services without a client folder keep theirs in en.ts.
 */
export const SERVICE_MESSAGES = {
  MARRIAGE_NOTICE: marriageNoticeEn,
} satisfies Partial<Record<ServiceCode, { name: string; description: string }>>;
