/** The payments' Swedish messages; the spec's widget texts ('Betalning misslyckades', …) lead where they fit. */
export const PAYMENT_MESSAGES = {
  unknownProvider: 'Betalsättet finns inte.',
  emergency: 'Vi säljer ingen rapport när svaren visar tecken på att du behöver vård direkt.',
  alreadyPaid: 'Rapporten är redan betald. Du hittar den under Mina rapporter.',
  underReview:
    'Betalningen för den här rapporten granskas redan av betaltjänsten, så du kan inte betala igen just nu. Godkänns den får du rapporten med e-post. Godkänns den inte dras inga pengar, och du kan betala igen.',
  noSession: 'Betalningen hann inte starta. Tryck på Köp rapporten igen.',
  declined: 'Betalning avbröts eller nekades. Välj ett annat betalsätt eller försök igen.',
  cartChanged: 'Priset har ändrats sedan betalningen startade. Starta betalningen igen.',
  amountChanged:
    'Priset ändrades medan du betalade, så köpet är stoppat och inget kvitto har gjorts. Det som hann dras betalas tillbaka, och du får ett mejl om det. Starta betalningen igen.',
  unavailable: 'Betalning misslyckades: betaltjänsten svarar inte just nu. Inga pengar har dragits. Försök igen om en stund.',
  outcomeUnknown: 'Vi fick inget svar från Klarna om betalningen. Betala inte igen – vi kontrollerar betalningen och mejlar dig så snart den är klar.',
  outcomePending:
    'Vi väntar fortfarande på svar från Klarna om din förra betalning för den här rapporten, så du kan inte betala igen just nu. Betala inte igen – vi mejlar dig så snart betalningen är klar.',
  inProgress: 'Betalningen behandlas fortfarande. Vänta en stund och ladda om sidan.',
  orderNotFound: 'Ordern finns inte.',
} as const;
