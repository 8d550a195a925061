import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { translateMessage } from '../../shared/i18n/translate.js';
import type { ApplicationEvent } from '../../shared/contracts/applications.js';
import { stageName } from './labels.js';
import { toDisplayDateTime } from '../../shared/dates.js';

/**
 * Where a step left the application, in words that add to the step's own: sent on to a level (a
 * submission, a payment, an approval passed up), or its new status when that says something the step
 * did not ("Claimed → Being reviewed"); nothing when the status only repeats it ("Approved").
 */
function movement(translate: ReturnType<typeof useTranslate>, event: ApplicationEvent, what: string): string {
  if (event.toStatus === 'Submitted' && event.toStage && event.toStage !== event.fromStage) {
    return ` → ${translate('applications.sentTo', { stage: stageName(translate, event.toStage) })}`;
  }
  if (!event.toStatus || event.toStatus === event.fromStatus) return '';
  const status = translate(`components.status.${event.toStatus}`, { _: '' });
  return status && status.toLowerCase() !== what.toLowerCase() ? ` → ${status}` : '';
}

/** What happened to an application, oldest first: who, when, what, and why. */
export function Timeline({ applicationId }: { applicationId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending } = useGetList<ApplicationEvent>('application-events', {
    filter: { applicationId },
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  if (isPending) return <Typography>{translate('portal.loading')}</Typography>;
  return (
    <List dense aria-label={translate('applications.timeline')}>
      {(data ?? []).map((event) => {
        const who = event.actorName ?? translate('applications.system');
        const what = translate(`applications.events.${event.action}`, { _: event.action });
        const moved = movement(translate, event, what);
        return (
          <ListItem key={event.id} divider alignItems="flex-start">
            <ListItemText
              primary={`${what}${moved}`}
              secondary={
                <>
                  <span>{`${toDisplayDateTime(event.at)} · ${who}`}</span>
                  {/* A detail the portal wrote in the reader's language; what a person wrote, as written. */}
                  {event.comment ? (
                    <span style={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                      {translateMessage(event.comment, locale === 'sw' ? 'sw' : 'en')}
                    </span>
                  ) : null}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
