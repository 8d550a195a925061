import { Box, Card, CardActionArea, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { QueueCount } from '../../../shared/contracts/queues.js';

/** The caller's queues: waiting, overdue and claimed by them, each card opening its queue. */
export function QueuesBlock({ queues, links }: { queues: QueueCount[]; links: Map<string, string> }) {
  const translate = useTranslate();
  if (queues.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="queues-title" sx={{ mb: 3 }}>
      <Typography id="queues-title" variant="h6" component="h2" gutterBottom>
        {translate('backoffice.myQueues')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {queues.map((queue) => (
          <Grid key={queue.section} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={links.get(queue.section) ?? '/backoffice/dashboard'}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography variant="subtitle1" component="h3">
                    {translate(`backoffice.sections.${queue.section}`)}
                  </Typography>
                  <Typography variant="h4" component="p" data-testid={`queue-${queue.section}`}>
                    {queue.waiting}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <Chip size="small" label={translate('backoffice.waiting')} />
                    {queue.overdue > 0 ? (
                      <Chip
                        size="small"
                        color="error"
                        label={translate('backoffice.overdueCount', { count: queue.overdue })}
                      />
                    ) : null}
                    {queue.claimedByMe > 0 ? (
                      <Chip
                        size="small"
                        color="primary"
                        variant="outlined"
                        label={translate('backoffice.claimedCount', { count: queue.claimedByMe })}
                      />
                    ) : null}
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
