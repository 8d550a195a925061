import { Card, CardContent, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { PriceEntry } from '../../../shared/contracts/prices.js';
import { billableName } from '../../../shared/i18n/billables.js';
import type { ServiceCode } from '../../../shared/services.js';
import { ownExtrasOf } from '../../../shared/services/index.js';
import { chosenExtras, COURIER_BILLABLE, extraQuantity, type ExtrasValue } from '../../../shared/services/extras.js';
import { usePriceList } from '../../areas/PriceList.js';
import { formatMoney } from '../../../shared/money.js';
import { TextFieldControl } from '../../forms/fields.js';

type Offered = PriceEntry['billables'][number];

/** The extras the price list offers this service that its form does not set itself (certified copies count their own). */
export function offeredExtras(entry: PriceEntry | undefined, code: ServiceCode): Offered[] {
  const own = ownExtrasOf(code);
  return (entry?.billables ?? []).filter((b) => !own.includes(b.code) && b.maxQuantity > 0);
}

interface Props {
  code: ServiceCode;
  form: UseFormReturn<FieldValues>;
  editable: boolean;
  t: (key: string, params?: object) => string;
}

/**
 * The review step's extras (issue 20 #4): each extra the price list offers the service, up to its
 * most (a box to tick for one, a number to choose for more), the courier's address when delivery
 * is chosen, and what the application will cost with them. Kept in the form (`extras`), saved with
 * the draft, charged on the invoice at submit.
 */
export function ExtrasChoice({ code, form, editable, t }: Props) {
  const [locale] = useLocaleState();
  const { data } = usePriceList();
  const entry = data?.find((e) => e.code === code);
  const offered = offeredExtras(entry, code);
  const extras = useWatch({ control: form.control, name: 'extras' }) as ExtrasValue | undefined;
  if (!offered.length) return null;
  const chosen = chosenExtras({ extras });
  const quantityOf = (billable: string) => extraQuantity(chosen, billable);
  const choose = (billable: string, quantity: number) => {
    const items = [
      ...chosen.filter((c) => c.code !== billable),
      ...(quantity > 0 ? [{ code: billable, quantity }] : []),
    ];
    form.setValue('extras.items', items, { shouldDirty: true });
    if (billable === COURIER_BILLABLE && !quantity) form.clearErrors('extras.deliveryAddress');
  };
  const extrasTotal = offered.reduce((sum, b) => sum + b.amount * Math.min(quantityOf(b.code), b.maxQuantity), 0);
  const fee = entry?.fee?.amount ?? 0;
  const name = (b: Offered) => billableName(b.name, locale === 'sw' ? 'sw' : 'en');
  return (
    <Card variant="outlined" component="section" sx={{ mb: 2 }} aria-labelledby="extras-heading">
      <CardContent>
        <Typography variant="h6" component="h3" id="extras-heading">
          {t('extras.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('extras.lead')}
        </Typography>
        {offered.map((b) =>
          b.maxQuantity === 1 ? (
            <FormControlLabel
              key={b.code}
              sx={{ display: 'flex', alignItems: 'flex-start', my: 0.5 }}
              disabled={!editable}
              control={
                <Checkbox
                  checked={quantityOf(b.code) > 0}
                  onChange={(event) => choose(b.code, event.target.checked ? 1 : 0)}
                  sx={{ pt: 0.5 }}
                />
              }
              label={t('extras.one', { name: name(b), price: formatMoney(b.amount) })}
            />
          ) : (
            <TextField
              key={b.code}
              select
              fullWidth
              margin="normal"
              disabled={!editable}
              id={`extras-${b.code.toLowerCase().replace(/_/g, '-')}`}
              label={t('extras.many', { name: name(b), price: formatMoney(b.amount) })}
              value={String(Math.min(quantityOf(b.code), b.maxQuantity))}
              onChange={(event) => choose(b.code, Number(event.target.value))}
              slotProps={{ select: { native: true } }}
            >
              {Array.from({ length: b.maxQuantity + 1 }, (_, n) => (
                <option key={n} value={String(n)}>
                  {n === 0 ? t('extras.none') : String(n)}
                </option>
              ))}
            </TextField>
          ),
        )}
        {quantityOf(COURIER_BILLABLE) > 0 ? (
          <TextFieldControl
            control={form.control}
            name="extras.deliveryAddress"
            label={t('extras.deliveryAddress')}
            required
            multiline
            minRows={2}
            helperText={t('extras.deliveryAddressHint')}
            disabled={!editable}
          />
        ) : null}
        <Typography
          variant="body2"
          component="output"
          sx={{ display: 'block', mt: 1, fontWeight: 600 }}
          data-testid="extras-total"
        >
          {extrasTotal > 0
            ? t('extras.total', {
                total: formatMoney(fee + extrasTotal),
                fee: formatMoney(fee),
                extras: formatMoney(extrasTotal),
              })
            : t('extras.feeOnly', { fee: formatMoney(fee) })}
        </Typography>
      </CardContent>
    </Card>
  );
}
