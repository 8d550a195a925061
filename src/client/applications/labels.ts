import type { TranslateFunction as Translate } from 'react-admin';
import { toDisplayDate } from '../../shared/dates.js';

export const serviceName = (translate: Translate, code: string) => translate(`services.${code}.name`, { _: code });
export const stageName = (translate: Translate, stage: string | null | undefined) =>
  stage ? translate(`services.levels.${stage}`, { _: stage }) : '—';

export function dateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return `${toDisplayDate(d)} ${d.toTimeString().slice(0, 5)}`;
}
