import type { StaticPageContent } from './types';

export const about: StaticPageContent = {
  title: 'Om oss',
  lead: '{brand} finns för att du som har ont i ryggen snabbt ska få tydlig och ärlig information som bygger på forskning.',
  sections: [
    {
      heading: 'Vilka vi är',
      blocks: [
        {
          type: 'p',
          text: 'Bakom {brand} står {companyName}, ett litet svenskt företag. Företaget drivs av {soleTraderOwner}. Vi är inte en vårdgivare, och {brand} ersätter inte vården. Vi gör en tjänst som hjälper dig att förstå dina ryggbesvär bättre och att veta när du ska söka vård.',
        },
      ],
    },
    {
      heading: 'Varför vi byggde {brand}',
      blocks: [
        {
          type: 'p',
          text: 'Ont i ryggen är ett av de vanligaste skälen till att människor söker vård. Det kan ta tid att få en bedömning, och när man söker svar på nätet hittar man ofta motstridiga råd eller skrämmande rubriker.',
        },
        {
          type: 'p',
          text: 'Vi tycker att du ska kunna få tydlig, ärlig och forskningsbaserad information om din rygg utan att behöva vänta. Du ska få veta vad som är vanligt, vad du själv kan göra och när det är dags att söka vård.',
        },
      ],
    },
    {
      heading: 'Våra principer',
      blocks: [
        {
          type: 'list',
          items: [
            'Forskning före tyckande: frågorna, självtesterna och råden bygger på aktuell forskning om ryggbesvär.',
            'Ärliga om osäkerheten: vi visar vilka mönster dina svar liknar, men vi ställer aldrig en diagnos. Vi säger också tydligt vad en självskattning inte kan avgöra.',
            'Integriteten först: dina svar är hälsouppgifter. Vi behandlar dem bara med ditt uttryckliga samtycke, säljer dem aldrig och använder inga reklamcookies. Du kan radera allt när du vill.',
            'Säkerheten först: om dina svar tyder på att du behöver vård, visar vi det direkt och gratis. Du ska aldrig behöva betala för att få veta att du bör söka vård.',
          ],
        },
      ],
    },
    {
      heading: 'Det här får du',
      blocks: [
        {
          type: 'p',
          text: 'Bedömningen och en översikt av ditt resultat är gratis. Vill du veta mer kan du köpa en fullständig, personlig rapport, ett engångsköp utan prenumeration. Den kostar {price}. Rapporten innehåller bland annat:',
        },
        {
          type: 'list',
          items: [
            'en analys av din smärta och vilka vanliga mönster den liknar',
            'en bedömning av fem områden som påverkar ryggen, till exempel sömn, rörlighet och arbete',
            'en plan i tre steg med övningar som passar dig',
            'råd om vardag och livsstil',
            'en bedömning av hur besvär som dina brukar utvecklas',
            'tydliga råd om när du ska söka vård.',
          ],
        },
        {
          type: 'p',
          text: 'Läs mer på sidan [Så fungerar det](/how-it-works).',
        },
      ],
    },
    {
      heading: 'Vad vi inte gör',
      blocks: [
        {
          type: 'p',
          text: '{brand} kan inte undersöka dig, och en självskattning kan aldrig bli lika säker som ett besök hos läkare eller fysioterapeut. Därför ställer vi inga diagnoser och ger inga råd om läkemedel. Läs mer under [Medicinsk information](/medical-info).',
        },
      ],
    },
    {
      heading: 'Kontakt',
      blocks: [
        {
          type: 'p',
          text: 'Vi vill gärna höra från dig, oavsett om du har en fråga, har hittat ett fel eller har ett förslag. Mejla oss på [{supportEmail}](mailto:{supportEmail}).',
        },
        {
          type: 'list',
          items: ['{company}', 'Organisationsnummer: {orgNumber}', 'Adress: {address}'],
        },
      ],
    },
  ],
};
