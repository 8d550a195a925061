import { serviceDocumentWords, type CORE_DOCUMENT_KINDS } from '../../shared/documents.js';

type CoreDocumentKind = (typeof CORE_DOCUMENT_KINDS)[number];
/** Messages of card payments, receipts and issued documents. */
export const paymentsEn = {
  pay: 'Pay now',
  tryAgain: 'Try again',
  opening: 'Opening the secure checkout…',
  backToApplications: 'Back to my applications',
  complete: {
    title: 'Card payment',
    confirming: 'Confirming your payment with the registry…',
    failedTitle: 'The payment did not go through',
    failedLead:
      'Nothing was charged. Try again with another card, or come back later: your application waits for payment.',
    missing: 'This page needs the answer of the payment page. Start the payment again from your application.',
    errorTitle: 'We could not confirm this payment',
  },
  mpesa: {
    title: 'M-Pesa payment',
    waitingTitle: 'Check your phone…',
    waitingLead:
      'M-Pesa sent a payment request to your phone. Enter your M-Pesa PIN there to pay; this page moves on by itself once M-Pesa confirms.',
    failedTitle: 'The M-Pesa payment did not go through',
    failedLead: 'Your application still waits for payment: try again when you are ready.',
    errorTitle: 'We could not check this payment',
  },
  success: {
    title: 'Payment received',
    lead: 'Thank you. Your application is now with the registry. Keep your receipt number.',
    receiptNumber: 'Receipt number',
    amount: 'Amount paid',
    reference: 'Application reference',
    invoice: 'Invoice',
    paidAt: 'Paid on',
    card: 'Card',
    cardEnding: 'ending %{last4}',
    paidWith: 'Paid with',
    mpesaReceipt: 'M-Pesa, receipt %{receipt}',
    download: 'Download receipt',
    downloading: 'Downloading…',
    missing: 'No receipt number was given.',
    loadFailed: 'We could not load this receipt.',
  },
};

export const documentsEn = {
  downloadFailed: 'The document could not be downloaded: %{message}',
};

export const verifyEn = {
  title: 'Check a document',
  lead: 'Documents of the Registrar of Marriages carry a QR code and a verification code. Enter the code to check that the document is genuine.',
  code: 'Verification code',
  codeHelp: '20 letters and digits, as printed under the QR code',
  check: 'Check',
  required: 'Enter the verification code',
  checking: 'Checking…',
  genuine: 'Genuine document',
  genuineLead: 'The Office of the Registrar of Marriages issued this document.',
  revoked: 'Revoked on %{date}',
  revokedLead: 'This document was issued by the registry but is no longer valid.',
  revokedReason: 'Reason',
  superseded: 'Superseded on %{date}',
  supersededLead:
    'The registry issued this document, but it no longer stands: it was replaced by document %{number} when the register entry was rectified. Ask for that one.',
  supersededLeadUnnamed: 'The registry issued this document, but it no longer stands: a later document replaced it.',
  notFound: 'We have no document with this code',
  notFoundLead: 'Check the code and try again. A document whose code is unknown was not issued by the registry.',
  failed: 'The check could not be made: %{message}',
  kind: 'Kind of document',
  documentTitle: 'Title',
  number: 'Number',
  issuedAt: 'Date issued',
  kinds: {
    RECEIPT: 'Payment receipt',
    CERTIFICATE: 'Certificate',
    LICENCE: 'Licence',
    LETTER: 'Letter',
    MARRIAGE_CERTIFICATE: 'Marriage certificate',
    NOTICE: 'Notice',
    RETURN_ACKNOWLEDGEMENT: 'Acknowledgement of a marriage return',
    DIVORCE_ACKNOWLEDGEMENT: 'Acknowledgement of a divorce return',
    ...serviceDocumentWords('en'),
  } satisfies Record<CoreDocumentKind, string>,
  /** A kind this page has no words for (a later version's): said plainly, never as a code. */
  otherKind: 'Document issued by the registry',
  /** The check of a document's QR code on this device (its signed particulars), with or without a network. */
  seal: {
    heading: 'Check the QR code',
    lead: 'Take a photo of the QR code on the paper, or scan it with the camera. The check is made on this device: once this page has been opened, it works without a network.',
    photo: 'Photo of the QR code',
    photoHelp: 'Choose a photo, or take one with your phone',
    camera: 'Scan with the camera',
    stopCamera: 'Stop the camera',
    cameraView: 'What the camera sees',
    cameraFailed: 'The camera could not be opened. Allow this page to use it, or take a photo instead.',
    reading: 'Reading the QR code…',
    noCode: 'No QR code could be read in this photo. Take it again, closer, flat and in good light.',
    genuine: 'Genuine: signed by the Registrar of Marriages',
    genuineLead:
      'These are the particulars the registry signed. Compare them with the paper: any difference means the paper was changed.',
    altered: 'Altered',
    alteredLead:
      "This QR code claims to come from the registry, but what it says does not match the registry's signature. Do not accept this document.",
    notOurs: 'Not ours',
    notOursLead:
      'This QR code was not made by the Office of the Registrar of Marriages. Do not accept the document as one of ours.',
    noKeys: "The registry's keys are not on this device yet. Open this page once with a network, then check again.",
    code: 'Verification code',
    current: 'Current: the registry lists it neither as revoked nor as superseded',
    statusAsOf: 'Status as of %{date}',
    statusUnknown: 'Whether it was revoked or superseded cannot be checked without a network.',
    revoked: 'Revoked on %{date}',
    revokedLead: 'The registry issued this document but revoked it: it is no longer valid.',
    superseded: 'Superseded on %{date}',
    supersededLead: 'It was replaced by document %{number}. Ask for that one.',
    supersededLeadUnnamed: 'A later document replaced it. Ask for that one.',
  },
};

export const billingEn = {
  transactions: {
    title: 'Transactions',
    search: 'Receipt, reference or invoice',
    from: 'From',
    to: 'Until',
    status: 'Status',
    service: 'Service',
    empty: 'No transactions match.',
    forbidden: 'Your role does not give access to billing.',
    fields: {
      createdAt: 'Started',
      confirmedAt: 'Confirmed',
      receiptNumber: 'Receipt',
      reference: 'Application',
      invoiceNumber: 'Invoice',
      serviceCode: 'Service',
      payerName: 'Payer',
      amount: 'Amount',
      status: 'Status',
      cardLast4: 'Card',
      failureReason: 'Reason',
    },
    statuses: { PENDING: 'Pending', SUCCEEDED: 'Succeeded', FAILED: 'Failed' },
  },
  menu: 'Transactions',
};
