import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { ApplicationEvent } from '../../shared/contracts/applications.js';
import { stageName } from './labels.js';
import { toDisplayDateTime } from '../../shared/dates.js';


/** What happened to an application, oldest first: who, when, what, and why. */
export function Timeline({ applicationId }: { applicationId: string }) {
  const translate = useTranslate();
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
        const moved = event.toStatus && event.toStatus !== event.fromStatus
          ? ` → ${translate(`components.status.${event.toStatus}`, { _: event.toStatus })}${event.toStage ? ` (${stageName(translate, event.toStage)})` : ''}`
          : '';
        return (
          <ListItem key={event.id} divider alignItems="flex-start">
            <ListItemText
              primary={`${what}${moved}`}
              secondary={
                <>
                  <span>{`${toDisplayDateTime(event.at)} · ${who}`}</span>
                  {event.comment ? <span style={{ display: 'block', whiteSpace: 'pre-wrap' }}>{event.comment}</span> : null}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
