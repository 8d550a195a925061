/** KES 1,050.00: amounts as the registry writes them on invoices and receipts. */
export function formatMoney(amount: number, currency = 'KES'): string {
  return `${currency} ${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
