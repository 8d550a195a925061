const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the portal shows money: "KES 3,300.00". The currency code rather than the local
 * symbol ("Ksh") is shown, as on the registry's invoices and receipts.
 */
export function formatMoney(amount: number, currency = 'KES'): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-KE', { style: 'currency', currency, currencyDisplay: 'code' });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
