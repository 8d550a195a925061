import type { TranslateFunction as Translate } from 'react-admin';

export const serviceName = (translate: Translate, code: string) => translate(`services.${code}.name`, { _: code });
export const stageName = (translate: Translate, stage: string | null | undefined) =>
  stage ? translate(`services.levels.${stage}`, { _: stage }) : '—';

/** The words a person reads for a field name of a form (partyA.firstName → "Party A · First name"). */
export function fieldLabel(translate: Translate, path: string): string {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : translate(`applications.fields.${part}`, { _: humanise(part) })))
    .join(' · ');
}

function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
