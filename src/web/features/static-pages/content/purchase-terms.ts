import type { StaticPageContent } from './types';

export const purchaseTerms: StaticPageContent = {
  title: 'Köpvillkor',
  lead: 'De här villkoren gäller när du köper en rapport från {brand}. Du handlar som konsument, och villkoren begränsar aldrig de rättigheter du har enligt lag.',
  updated: '2026-11-22',
  sections: [
    {
      heading: 'Säljare',
      blocks: [
        {
          type: 'list',
          items: ['Företag: {company}', 'Organisationsnummer: {orgNumber}', 'Adress: {address}', 'E-post: [{supportEmail}](mailto:{supportEmail})'],
        },
        {
          type: 'p',
          text: 'Utöver köpvillkoren gäller våra [användarvillkor](/terms) för tjänsten och vår [integritetspolicy](/privacy-policy) för dina personuppgifter.',
        },
      ],
    },
    {
      heading: 'Det här köper du',
      blocks: [
        {
          type: 'p',
          text: 'Du köper en personlig rapport i PDF-format på 8–10 sidor. Rapporten bygger på dina svar i bedömningen och tas fram automatiskt. Vad den innehåller kan du läsa om på sidan [Så fungerar det](/how-it-works).',
        },
        {
          type: 'list',
          items: [
            'Det är ett engångsköp. Du tecknar ingen prenumeration, och inga fler dragningar görs.',
            'Rapporten är en självskattning och ingen diagnos. Den ersätter inte en bedömning av vårdpersonal. Läs mer under [Medicinsk information](/medical-info).',
          ],
        },
      ],
    },
    {
      heading: 'Pris och rabattkoder',
      blocks: [
        {
          type: 'p',
          text: 'Rapporten kostar {price} inklusive {vatRate} moms (varav moms {vat}). Priset är i svenska kronor. Det tillkommer inga avgifter från oss och ingen fraktkostnad.',
        },
        {
          type: 'p',
          text: 'Har du en rabattkod anger du den i kassan innan du betalar. Rabatten dras då av direkt, och du ser det nya priset innan du godkänner köpet. En rabattkod kan inte användas i efterhand och kan inte bytas mot pengar.',
        },
      ],
    },
    {
      heading: 'Betalning',
      blocks: [
        {
          type: 'p',
          text: 'Du betalar via Klarna. I kassan väljer du bland de betalsätt som Klarna erbjuder dig, till exempel:',
        },
        {
          type: 'list',
          items: ['betala direkt med kort eller Swish', 'betala senare, inom 30 dagar', 'delbetalning.'],
        },
        {
          type: 'p',
          text: 'Vilka betalsätt du kan välja avgör Klarna. För själva betalningen gäller Klarnas villkor, som du får se i kassan. Vi får aldrig del av ditt kortnummer eller andra betalningsuppgifter, och vi skickar inga hälsouppgifter till Klarna.',
        },
      ],
    },
    {
      heading: 'Leverans',
      blocks: [
        {
          type: 'p',
          text: 'Rapporten levereras digitalt. När betalningen är klar skapas rapporten automatiskt, vanligtvis inom 1–2 minuter. Du kan ladda ner den på [Mina sidor](/mina-sidor), och vi skickar den också med e-post till den adress du har på ditt konto. Mer om detta finns under [Leveransinformation](/delivery-info).',
        },
      ],
    },
    {
      heading: 'Ångerrätt',
      blocks: [
        {
          type: 'p',
          text: 'Enligt lagen (2005:59) om distansavtal och avtal utanför affärslokaler har du som konsument normalt 14 dagars ångerrätt när du handlar på nätet. Ångerfristen räknas från dagen då du köpte rapporten.',
        },
        {
          type: 'p',
          text: 'För digitalt innehåll, som rapporten, upphör ångerrätten när leveransen har börjat. Det gäller bara om alla tre villkoren nedan är uppfyllda:',
        },
        {
          type: 'list',
          items: [
            'Du har uttryckligen gått med på att leveransen börjar direkt.',
            'Du har bekräftat att du vet att du därmed förlorar din ångerrätt. Båda delarna gör du genom att själv kryssa i en ruta i kassan. Rutan är aldrig förkryssad.',
            'Vi har bekräftat ditt godkännande i orderbekräftelsen som vi skickar till dig med e-post.',
          ],
        },
        {
          type: 'p',
          text: 'Om något av villkoren inte är uppfyllt har du kvar din ångerrätt i 14 dagar.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Så ångrar du ett köp',
          text: 'Mejla oss på [{supportEmail}](mailto:{supportEmail}) och skriv att du vill ångra köpet. Ange gärna ordernumret. Du kan använda standardformuläret för ånger, som finns hos Konsumentverket, men det är inget krav. Vi betalar tillbaka hela beloppet senast 14 dagar efter att vi har fått ditt besked, via samma betalsätt som du använde.',
        },
        {
          type: 'p',
          text: 'Eftersom rapporten i regel skapas inom ett par minuter efter betalningen är tiden att ångra sig innan leveransen har börjat mycket kort. Tänk därför igenom köpet innan du betalar. Du kan alltid se den kostnadsfria översikten av ditt resultat först.',
        },
      ],
    },
    {
      heading: 'Reklamation',
      blocks: [
        {
          type: 'p',
          text: 'Om rapporten har ett fel, till exempel om den inte går att öppna, saknar innehåll eller inte bygger på dina svar, eller om den inte levereras alls, kan du reklamera. Du har då rättigheter enligt lagen (2022:260) om avtal om tillhandahållande av digitalt innehåll och digitala tjänster.',
        },
        {
          type: 'list',
          items: [
            'Du kan reklamera fel som visar sig inom 3 år från leveransen.',
            'Reklamera inom skälig tid efter att du har upptäckt felet. Reklamerar du inom 2 månader är det alltid i tid.',
            'Vi åtgärdar felet, i första hand genom att skapa och skicka en ny rapport utan kostnad. Om vi inte kan rätta felet, eller inte gör det inom skälig tid, har du rätt till prisavdrag eller att häva köpet och få pengarna tillbaka.',
          ],
        },
        {
          type: 'p',
          text: 'Reklamera genom att mejla [{supportEmail}](mailto:{supportEmail}). Beskriv felet och ange gärna ordernumret.',
        },
      ],
    },
    {
      heading: 'Kundtjänst',
      blocks: [
        {
          type: 'p',
          text: 'Du når oss på [{supportEmail}](mailto:{supportEmail}). Vi svarar inom 24 timmar på vardagar. Gäller det ett tekniskt problem, till exempel att du har betalat men inte fått din rapport, svarar vi inom 2 timmar.',
        },
      ],
    },
    {
      heading: 'Ansvarsbegränsning',
      blocks: [
        {
          type: 'p',
          text: 'Vårt ansvar för skador som har samband med köpet är begränsat till det belopp du har betalat för rapporten. Det är högst {price}.',
        },
        {
          type: 'p',
          text: 'Begränsningen gäller inte om vi har orsakat skadan med grov vårdslöshet eller uppsåt, och inte heller i andra fall där tvingande lag säger något annat. Den påverkar inte dina rättigheter vid fel enligt avsnittet om reklamation.',
        },
      ],
    },
    {
      heading: 'Tvister och tillämplig lag',
      blocks: [
        {
          type: 'p',
          text: 'Svensk lag gäller för köpet. Om du inte är nöjd vill vi i första hand att du kontaktar oss, så försöker vi hitta en lösning tillsammans.',
        },
        {
          type: 'p',
          text: 'Kommer vi inte överens kan du vända dig till Allmänna reklamationsnämnden (ARN), www.arn.se. ARN prövar tvister mellan konsumenter och företag kostnadsfritt enligt sina egna regler, bland annat om hur stort beloppet måste vara. Du kan också vända dig till allmän domstol.',
        },
      ],
    },
  ],
};
