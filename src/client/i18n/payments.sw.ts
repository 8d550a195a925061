import type { Translation } from './types.js';
import type { billingEn, documentsEn, paymentsEn } from './payments.en.js';

/** Swahili messages of card payments, receipts and issued documents. */
export const paymentsSw: Translation<typeof paymentsEn> = {
  pay: 'Lipa sasa',
  tryAgain: 'Jaribu tena',
  opening: 'Inafungua ukurasa salama wa malipo…',
  backToApplications: 'Rudi kwenye maombi yangu',
  complete: {
    title: 'Malipo kwa kadi',
    confirming: 'Inathibitisha malipo yako na masjala…',
    failedTitle: 'Malipo hayakufanikiwa',
    failedLead: 'Hakuna kilichotozwa. Jaribu tena kwa kadi nyingine, au urudi baadaye: ombi lako linasubiri malipo.',
    missing: 'Ukurasa huu unahitaji jibu la ukurasa wa malipo. Anza malipo upya kutoka kwenye ombi lako.',
    errorTitle: 'Hatukuweza kuthibitisha malipo haya',
  },
  mpesa: {
    title: 'Malipo kwa M-Pesa',
    waitingTitle: 'Angalia simu yako…',
    waitingLead:
      'M-Pesa imetuma ombi la malipo kwenye simu yako. Weka PIN yako ya M-Pesa hapo ili kulipa; ukurasa huu utaendelea wenyewe M-Pesa ikithibitisha.',
    failedTitle: 'Malipo ya M-Pesa hayakufanikiwa',
    failedLead: 'Ombi lako bado linasubiri malipo: jaribu tena ukiwa tayari.',
    errorTitle: 'Hatukuweza kuangalia malipo haya',
  },
  success: {
    title: 'Malipo yamepokelewa',
    lead: 'Asante. Ombi lako sasa liko kwa masjala. Hifadhi nambari yako ya risiti.',
    receiptNumber: 'Nambari ya risiti',
    amount: 'Kiasi kilicholipwa',
    reference: 'Kumbukumbu ya ombi',
    invoice: 'Ankara',
    paidAt: 'Ililipwa tarehe',
    card: 'Kadi',
    paidWith: 'Imelipwa kwa',
    mpesaReceipt: 'M-Pesa, risiti %{receipt}',
    cardEnding: 'inayoishia %{last4}',
    download: 'Pakua risiti',
    downloading: 'Inapakua…',
    missing: 'Hakuna nambari ya risiti iliyotolewa.',
    loadFailed: 'Hatukuweza kupakia risiti hii.',
  },
};

export const documentsSw: Translation<typeof documentsEn> = {
  downloadFailed: 'Hati haikuweza kupakuliwa: %{message}',
};

export const billingSw: Translation<typeof billingEn> = {
  transactions: {
    title: 'Miamala',
    search: 'Risiti, kumbukumbu au ankara',
    from: 'Kuanzia',
    to: 'Hadi',
    status: 'Hali',
    service: 'Huduma',
    empty: 'Hakuna miamala inayolingana.',
    forbidden: 'Jukumu lako halikupi ruhusa ya kuona malipo.',
    fields: {
      createdAt: 'Ilianzishwa',
      confirmedAt: 'Ilithibitishwa',
      receiptNumber: 'Risiti',
      reference: 'Ombi',
      invoiceNumber: 'Ankara',
      serviceCode: 'Huduma',
      payerName: 'Mlipaji',
      amount: 'Kiasi',
      status: 'Hali',
      cardLast4: 'Kadi',
      failureReason: 'Sababu',
    },
    statuses: { PENDING: 'Inasubiri', SUCCEEDED: 'Imefaulu', FAILED: 'Imeshindikana' },
  },
  menu: 'Miamala',
};
