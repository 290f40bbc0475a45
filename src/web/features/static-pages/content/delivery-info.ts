import type { StaticPageContent } from './types';

export const deliveryInfo: StaticPageContent = {
  title: 'Leveransinformation',
  lead: 'Rapporten från {brand} levereras digitalt, oftast inom ett par minuter efter att du har betalat. Här kan du läsa hur det går till och vad du gör om något krånglar.',
  sections: [
    {
      heading: 'Endast digital leverans',
      blocks: [
        {
          type: 'p',
          text: 'Rapporten är en digital fil. Vi skickar inget med posten, och det finns ingen fraktkostnad. Det du betalar är priset för rapporten, {price} inklusive moms.',
        },
      ],
    },
    {
      heading: 'Så får du din rapport',
      blocks: [
        {
          type: 'p',
          text: 'När betalningen är klar skapas rapporten automatiskt utifrån dina svar. Det tar vanligtvis 1–2 minuter. Sedan får du den på tre sätt:',
        },
        {
          type: 'list',
          items: [
            'Som nedladdning på bekräftelsesidan, direkt efter köpet.',
            'På [Mina sidor](/mina-sidor), där du kan ladda ner den igen när du vill.',
            'Med e-post till den adress du har på ditt konto.',
          ],
        },
      ],
    },
    {
      heading: 'Om rapporten inte kommer',
      blocks: [
        {
          type: 'list',
          items: [
            'Vänta några minuter. Ibland tar det lite längre tid än vanligt.',
            'Titta i mappen för skräppost. Ibland hamnar e-post där.',
            'Logga in och titta på [Mina sidor](/mina-sidor). Där finns rapporten så snart den är klar, även om e-posten dröjer.',
            'Kontrollera att e-postadressen på ditt konto stämmer.',
            'Finns rapporten fortfarande inte, mejla oss på [{supportEmail}](mailto:{supportEmail}). Ange gärna ordernumret.',
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          text: 'Om betalningen har gått igenom men rapporten inte kunde skapas, gör vi en ny rapport åt dig och meddelar dig när den är klar. Du behöver inte betala igen.',
        },
      ],
    },
    {
      heading: 'Filformat',
      blocks: [
        {
          type: 'p',
          text: 'Rapporten är en PDF-fil på 8–10 sidor i A4-format. Du kan läsa den på både mobil och dator, och du kan skriva ut den om du vill ha den på papper, till exempel för att visa din läkare eller fysioterapeut.',
        },
      ],
    },
    {
      heading: 'Så länge finns rapporten kvar',
      blocks: [
        {
          type: 'p',
          text: 'Rapporten finns kvar på Mina sidor så länge du har kvar ditt konto. Om du raderar kontot raderas också rapporten hos oss, så ladda gärna ner den och spara den först.',
        },
      ],
    },
    {
      heading: 'Ångerrätt vid digital leverans',
      blocks: [
        {
          type: 'p',
          text: 'Eftersom rapporten levereras direkt upphör ångerrätten när leveransen har börjat, under förutsättning att du i kassan har gått med på det och bekräftat att du förlorar ångerrätten. Läs mer i [köpvillkoren](/purchase-terms).',
        },
      ],
    },
  ],
};
