import type { StaticPageContent } from './types';

export const termsOfUse: StaticPageContent = {
  title: 'Användarvillkor',
  lead: 'De här villkoren gäller när du använder {brand}. Läs dem gärna innan du börjar. Genom att skapa ett konto eller använda tjänsten godkänner du dem.',
  updated: '2026-11-22',
  sections: [
    {
      heading: 'Om tjänsten',
      blocks: [
        {
          type: 'p',
          text: '{brand} är en digital självskattning för dig som har ont i ryggen. Du svarar på frågor och gör några enkla självtester. Utifrån dina svar får du gratis en översikt av ditt resultat och råd om du behöver söka vård. Du kan också köpa en fullständig, personlig rapport.',
        },
        {
          type: 'p',
          text: 'Tjänsten tillhandahålls av {company}, organisationsnummer {orgNumber}, {address}. När du köper en rapport gäller även våra [köpvillkor](/purchase-terms). Hur vi hanterar dina personuppgifter beskriver vi i vår [integritetspolicy](/privacy-policy).',
        },
      ],
    },
    {
      heading: 'Vem som får använda tjänsten',
      blocks: [
        {
          type: 'p',
          text: 'Du måste ha fyllt 18 år för att använda {brand}. Tjänsten och analysen är gjorda för vuxna, och svaren passar inte för att bedöma ryggbesvär hos barn och unga.',
        },
        {
          type: 'p',
          text: 'Du får bara göra bedömningen om dig själv. Svaren ska gälla din egen rygg, annars blir resultatet missvisande.',
        },
      ],
    },
    {
      heading: 'Ditt konto',
      blocks: [
        {
          type: 'list',
          items: [
            'Lämna korrekta uppgifter när du skapar kontot, och använd en e-postadress som du har tillgång till. Dit skickar vi bland annat din rapport.',
            'Välj ett lösenord som du inte använder någon annanstans, och låt ingen annan få veta det.',
            'Kontot är personligt. Du ansvarar för det som görs med ditt konto.',
            'Om du tror att någon annan har kommit åt ditt konto, byt lösenord och kontakta oss på {supportEmail}.',
            'Du kan när som helst radera ditt konto på [Min profil](/profile).',
          ],
        },
      ],
    },
    {
      heading: 'Ingen medicinsk rådgivning',
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: 'Tjänsten ersätter inte vården',
          text: '{brand} ger ingen medicinsk rådgivning och ställer ingen diagnos. Resultatet visar vilka mönster dina svar liknar, men det kan inte ersätta en undersökning av läkare, fysioterapeut eller annan legitimerad vårdpersonal.',
        },
        {
          type: 'p',
          text: 'Du ansvarar själv för de beslut du fattar utifrån resultatet. Är du osäker, eller blir du sämre, ska du alltid söka vård. Vid akuta besvär ringer du [112](tel:112). På sidan [Medicinsk information](/medical-info) kan du läsa om vilka tecken som betyder att du ska söka vård och hur bråttom det är.',
        },
        {
          type: 'p',
          text: 'Om ett självtest gör ont ska du avbryta det. Gör aldrig ett test trots smärta.',
        },
      ],
    },
    {
      heading: 'Så får du använda tjänsten',
      blocks: [
        {
          type: 'p',
          text: 'Du får använda {brand} för ditt eget, personliga bruk. Du får inte:',
        },
        {
          type: 'list',
          items: [
            'försöka ta dig in i system, konton eller uppgifter som du inte har rätt till',
            'störa eller överbelasta tjänsten, till exempel med automatiska anrop eller program som hämtar innehåll i stor mängd',
            'kopiera, sälja eller sprida innehållet i tjänsten eller i rapporterna vidare',
            'använda tjänsten för att bedöma andra människor eller för att ge vård eller råd till andra',
            'använda tjänsten på ett sätt som strider mot lag.',
          ],
        },
        {
          type: 'p',
          text: 'Om du bryter mot villkoren kan vi stänga av ditt konto. Är det allvarligt kan vi göra det direkt, annars hör vi av oss först. Köp som du redan har gjort påverkas inte av detta, utöver vad som följer av lag.',
        },
      ],
    },
    {
      heading: 'Immateriella rättigheter',
      blocks: [
        {
          type: 'p',
          text: 'Texter, frågor, självtester, övningar, rapportmallar, utseende och programkod i {brand} tillhör {companyName} och skyddas av upphovsrätt och annan lag.',
        },
        {
          type: 'p',
          text: 'Din rapport får du spara, skriva ut och visa för till exempel din läkare eller fysioterapeut. Du får inte sälja den, publicera den eller använda innehållet i ett eget sammanhang.',
        },
      ],
    },
    {
      heading: 'Tillgänglighet',
      blocks: [
        {
          type: 'p',
          text: 'Vi vill att {brand} ska fungera hela tiden, men vi kan inte lova att tjänsten alltid är tillgänglig eller helt fri från fel. Ibland behöver vi göra underhåll, och ibland kan det uppstå tekniska problem hos oss eller hos våra leverantörer.',
        },
        {
          type: 'p',
          text: 'Vi kan också ändra, förbättra eller ta bort funktioner. Om vi skulle lägga ner tjänsten meddelar vi dig i god tid, så att du hinner ladda ner dina rapporter och dina uppgifter. Det du har köpt har du alltid rätt till enligt köpvillkoren och lag.',
        },
      ],
    },
    {
      heading: 'Ändringar i villkoren',
      blocks: [
        {
          type: 'p',
          text: 'Vi kan behöva ändra villkoren, till exempel om tjänsten eller lagen ändras. Datumet för den senaste ändringen står högst upp på sidan. Vid större ändringar meddelar vi dig med e-post eller när du loggar in, innan ändringarna börjar gälla.',
        },
        {
          type: 'p',
          text: 'Om du inte godkänner de nya villkoren kan du radera ditt konto. Ett köp du redan har gjort följer de villkor som gällde när du köpte.',
        },
      ],
    },
    {
      heading: 'Tillämplig lag',
      blocks: [
        {
          type: 'p',
          text: 'Svensk lag gäller för villkoren och för din användning av {brand}. Om vi inte kommer överens kan du vända dig till Allmänna reklamationsnämnden (ARN) eller till allmän domstol. Mer om det står i [köpvillkoren](/purchase-terms). Villkoren inskränker aldrig de rättigheter du har enligt tvingande konsumentlagstiftning.',
        },
      ],
    },
    {
      heading: 'Kontakt',
      blocks: [
        {
          type: 'p',
          text: 'Har du frågor om villkoren? Mejla oss på [{supportEmail}](mailto:{supportEmail}) eller skriv till {companyName}, {address}.',
        },
      ],
    },
  ],
};
