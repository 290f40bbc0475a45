import type { StaticPageContent } from './types';

export const howItWorks: StaticPageContent = {
  title: 'Så fungerar det',
  lead:
    'Du svarar på frågor om din rygg och gör några enkla tester hemma. Översikten av resultatet är gratis, och om du vill kan du köpa en fullständig rapport.',
  sections: [
    {
      heading: 'Fyra steg',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Svara på frågorna',
              text: 'Du svarar på ungefär 30 frågor om din smärta och hur den påverkar dig. I frågorna ingår 5 enkla självtester av hur rörlig du är. Du behöver ingen särskild utrustning, och varje test har tydliga instruktioner. Det tar 5–10 minuter.',
            },
            {
              title: 'Se en översikt av ditt resultat',
              text: 'Direkt efter sista frågan får du gratis en översikt av ditt resultat. Om dina svar tyder på att du behöver söka vård får du veta det direkt, och hur bråttom det är.',
            },
            {
              title: 'Köp den fullständiga rapporten',
              text: 'Vill du ha hela analysen och en plan för vad du kan göra, köper du rapporten för {price}. Det är ett engångsköp, ingen prenumeration.',
            },
            {
              title: 'Få din rapport',
              text: 'Rapporten är klar inom 1–2 minuter. Du kan ladda ner den direkt, du får den med e-post och den finns kvar på [Mina sidor](/mina-sidor).',
            },
          ],
        },
      ],
    },
    {
      heading: 'Självtesterna',
      blocks: [
        {
          type: 'p',
          text: 'Självtesterna är enkla rörelser som visar hur rörlig du är och hur ryggen reagerar. Du gör dem hemma i lugn och ro. Du behöver ingen särskild utrustning, och varje test beskrivs steg för steg.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Om det gör ont',
          text: 'Avbryt testet om det gör ont, och pressa dig aldrig igenom smärta. Läs under [Medicinsk information](/medical-info) när du ska söka vård.',
        },
      ],
    },
    {
      heading: 'Det här innehåller rapporten',
      blocks: [
        {
          type: 'p',
          text: 'Rapporten är en PDF på 8–10 sidor som bygger på dina egna svar. Den innehåller:',
        },
        {
          type: 'list',
          items: [
            'En analys av din smärta utifrån dina svar.',
            'Vilka mönster dina svar liknar, bland åtta vanliga kategorier av ryggbesvär (se nedan).',
            'En bedömning av fem hälsoområden: smärta och funktion, rörlighet och styrka, psykosociala faktorer (hur tankar, känslor, stress och livssituation påverkar smärtan), sömn och återhämtning samt arbete och vardag.',
            'En plan i tre steg med övningar som tydliga övningskort.',
            'Råd om livsstil och vardag.',
            'En prognos: hur besvär som dina brukar utvecklas över tid.',
            'Tydliga råd om när du ska söka vård.',
          ],
        },
      ],
    },
    {
      heading: 'Åtta mönster',
      blocks: [
        {
          type: 'p',
          text: 'Analysen jämför dina svar med åtta mönster som är vanliga vid ryggbesvär. Dina svar kan likna flera av dem samtidigt.',
        },
        {
          type: 'list',
          items: [
            'Diskrelaterad smärta: smärta som kan komma från diskarna (de stötdämpande skivorna mellan kotorna).',
            'Fasettledssmärta: smärta från de små lederna på baksidan av ryggraden.',
            'SI-ledssmärta: smärta från lederna mellan korsbenet och bäckenet (sakroiliakalederna).',
            'Nervpåverkan (ischias): en nerv i ryggen är irriterad eller klämd, och smärtan strålar ofta ut i benet.',
            'Bålinstabilitet: musklerna runt bålen ger ryggen mindre stöd och kontroll än de borde.',
            'Muskulär smärta: smärta som främst sitter i musklerna.',
            'Psykosocial påverkan: stress, oro, nedstämdhet eller en pressad livssituation förstärker smärtan. Smärtan är lika verklig för det.',
            'Ospecifik ländryggssmärta: ont i nedre delen av ryggen utan att någon särskild orsak går att peka ut. Det är den vanligaste formen.',
          ],
        },
      ],
    },
    {
      heading: 'Planen i tre steg',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Lugna och förstå (vecka 1–2)',
              text: 'Du lär dig mer om dina besvär, hittar sätt att röra dig som känns bra och får ner smärtan så att vardagen fungerar.',
            },
            {
              title: 'Bygg kapacitet (vecka 3–6)',
              text: 'Du ökar gradvis rörlighet, styrka och uthållighet, så att ryggen klarar mer.',
            },
            {
              title: 'Stärk och förebygg återfall (från vecka 7)',
              text: 'Du fortsätter att bygga styrka och får vanor som minskar risken att besvären kommer tillbaka.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Så fungerar analysen',
      blocks: [
        {
          type: 'p',
          text: 'Analysen är en öppen viktning av dina svar. Varje svar ger olika mycket vikt åt ett eller flera mönster och hälsoområden, enligt fasta regler. I rapporten ser du vilka av dina svar som bidrog till resultatet, så att du kan förstå hur vi har kommit fram till det.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Det här kan analysen inte göra',
          text: 'En självskattning kan inte undersöka dig, se röntgenbilder eller ta prover. Olika orsaker kan ge liknande besvär. Därför visar rapporten vilka mönster dina svar liknar, inte vad du har. Den är ingen diagnos och ersätter inte en bedömning av vårdpersonal.',
        },
      ],
    },
    {
      heading: 'Din integritet i korthet',
      blocks: [
        {
          type: 'list',
          items: [
            'Vi sparar dina svar hos oss bara om du har gett ditt uttryckliga samtycke.',
            'Vi säljer aldrig dina uppgifter och använder inga reklamcookies.',
            'Du kan ladda ner dina uppgifter och radera ditt konto när du vill.',
          ],
        },
        {
          type: 'p',
          text: 'Läs mer i vår [integritetspolicy](/privacy-policy).',
        },
      ],
    },
  ],
};
