import { Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ServiceDefinition } from '../../shared/services.js';

/** The services of the catalogue as cards: what each is for, who applies, who approves it. */
export function ServiceCards({ services, showAudience = false }: { services: readonly ServiceDefinition[]; showAudience?: boolean }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {services.map((service) => (
        <Grid key={service.code} size={{ xs: 12, sm: 6 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>{translate(`services.${service.code}.name`)}</Typography>
              <Typography variant="body2" sx={{ mb: 1.5 }}>{translate(`services.${service.code}.description`)}</Typography>
              {showAudience ? (
                <Typography variant="body2" sx={{ mb: 1 }}>
                  <strong>{translate('prices.audience')}:</strong>{' '}
                  {service.audience.map((a) => translate(`services.audience.${a}`)).join('; ')}
                </Typography>
              ) : null}
              <Typography variant="body2" component="div">
                <strong>{translate('prices.chain')}:</strong>
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5, rowGap: 0.5 }}>
                  {service.chain.map((level) => (
                    <Chip key={level} size="small" label={translate(`services.levels.${level}`)} />
                  ))}
                </Stack>
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
