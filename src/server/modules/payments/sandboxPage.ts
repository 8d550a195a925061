import { formatMoney } from '../../../shared/money.js';
import { ISSUING_OFFICE } from '../documents/service.js';

export interface CheckoutPageModel {
  checkoutId: string;
  amount: number;
  currency: string;
  invoiceNumber: string;
  reference: string;
  serviceName: string;
  values?: { cardName?: string; expiry?: string };
  errors?: Partial<Record<'cardName' | 'cardNumber' | 'expiry' | 'cvc', string>>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1b1b1b;background:#f3f4f6}
.banner{background:#ffd400;color:#1b1b1b;border-bottom:4px solid #1b1b1b;padding:14px 16px;text-align:center;font-weight:800;font-size:1.2rem;letter-spacing:.02em}
.banner strong{display:block;font-weight:800}
.banner small{display:block;font-weight:600;font-size:.9rem;letter-spacing:0}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:16px;margin-bottom:16px}
h1{font-size:1.4rem;margin:0 0 12px}
h2{font-size:1.1rem;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0}
dt{color:#4a4a4a}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.4rem}
label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;font-size:1rem;padding:12px;border:2px solid #6b7280;border-radius:6px;background:#fff;color:#1b1b1b}
input:focus{outline:3px solid #1d4ed8;outline-offset:1px;border-color:#1d4ed8}
input[aria-invalid=true]{border-color:#b91c1c}
.hint{font-size:.9rem;color:#4a4a4a;margin:2px 0 0}
.field-error{color:#b91c1c;font-weight:600;margin:4px 0 0}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}
.alert{border-left:6px solid #b91c1c;background:#fdecea;padding:12px;margin:0 0 12px;font-weight:600}
button{display:block;width:100%;font-size:1.05rem;font-weight:700;padding:14px;border-radius:6px;border:2px solid #005c33;margin-top:18px;cursor:pointer;min-height:48px}
button.pay{background:#005c33;color:#fff}
button.secondary{background:#fff;color:#005c33;margin-top:10px}
button:focus{outline:3px solid #1d4ed8;outline-offset:2px}
ul{padding-left:20px;margin:0}
code{font-size:1rem;font-weight:700}
a{color:#1d4ed8}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><strong>SANDBOX — test payments only, no money moves</strong><small>This is the portal's test card checkout. Never enter a real card here.</small></header>
<main id="main">
${body}
</main>
</body>
</html>`;
}

function field(
  name: 'cardName' | 'cardNumber' | 'expiry' | 'cvc',
  label: string,
  attributes: string,
  model: CheckoutPageModel,
  hint?: string,
): string {
  const error = model.errors?.[name];
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  const value = name === 'cardName' || name === 'expiry' ? (model.values?.[name] ?? '') : '';
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

/** The hosted checkout: what is paid, to whom, the card form and the test cards. */
export function checkoutPage(model: CheckoutPageModel): string {
  const amount = formatMoney(model.amount, model.currency);
  const errorCount = Object.values(model.errors ?? {}).filter(Boolean).length;
  const summary =
    model.errors?.cardNumber === 'Use a sandbox test card'
      ? 'Use a sandbox test card'
      : 'Please correct the highlighted fields';
  return layout(
    `Sandbox checkout: ${amount} to the ${ISSUING_OFFICE}`,
    `
<div class="card">
<h1>Pay by card</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(ISSUING_OFFICE)}</dd>
<dt>For</dt><dd>${escapeHtml(model.serviceName)}, ${escapeHtml(model.reference)}</dd>
<dt>Invoice</dt><dd>${escapeHtml(model.invoiceNumber)}</dd>
<dt>Amount</dt><dd class="amount" data-testid="amount">${escapeHtml(amount)}</dd>
</dl>
</div>
<div class="card">
${errorCount ? `<div class="alert" role="alert">${escapeHtml(summary)}</div>` : ''}
<form method="post" action="/sandbox-gateway/checkout/${encodeURIComponent(model.checkoutId)}" novalidate>
${field('cardName', 'Name on card', 'type="text" autocomplete="cc-name" required', model)}
${field('cardNumber', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" required', model, 'Use a sandbox test card, listed below')}
<div class="row">
<div>${field('expiry', 'Expiry date', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required', model, 'MM/YY')}</div>
<div>${field('cvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" required', model, '3 or 4 digits')}</div>
</div>
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel and return to the portal</button>
</form>
</div>
<section class="card" aria-labelledby="test-cards">
<h2 id="test-cards">Sandbox test cards</h2>
<ul>
<li><code>4242 4242 4242 4242</code>: the payment succeeds</li>
<li><code>4000 0000 0000 0002</code>: the card is declined</li>
</ul>
<p>Any expiry date in the future, any 3 digits for the CVC, any name.</p>
</section>`,
  );
}

/** A checkout that cannot be paid (unknown, already paid, replaced). */
export function closedPage(title: string, message: string, homePath: string): string {
  return layout(
    `Sandbox checkout: ${title}`,
    `
<div class="card">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(homePath)}">Back to the portal</a></p>
</div>`,
  );
}
