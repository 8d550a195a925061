/**
 * An amount as the registry writes money on every page, document and message: "KES 3,300.00" (the
 * currency's code rather than the local symbol, as on its invoices and receipts; thousands
 * separated; two decimals). The one money format of the server and the client.
 */
export function formatMoney(amount: number, currency = 'KES'): string {
  return `${currency} ${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
