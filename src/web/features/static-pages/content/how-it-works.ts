import type { StaticPageContent } from './types';

export const howItWorks: StaticPageContent = {
  title: 'Så fungerar det',
  lead: 'Du svarar på frågor om din rygg och gör några enkla tester hemma. Översikten av resultatet är gratis, och om du vill kan du köpa en fullständig rapport.',
  sections: [
    {
      heading: 'Fyra steg',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Svara på frågorna',
              text: 'Du svarar på frågor om din smärta och hur den påverkar dig. I frågorna ingår enkla självtester av hur du rör dig. Du behöver ingen särskild utrustning, varje test har tydliga instruktioner, och du kan alltid hoppa över ett test. Det är {questionCount}, varav {selfTestCount}. Det tar {duration}.',
            },
            {
              title: 'Se en översikt av ditt resultat',
              text: 'Direkt efter sista frågan får du gratis en översikt: vilka mönster dina svar liknar, din risk för långvariga besvär och fem hälsoområden. Om dina svar tyder på att du behöver söka vård får du veta det redan när du svarar, och hur bråttom det är. Har du hoppat över för många frågor säger vi det, i stället för att gissa.',
            },
            {
              title: 'Köp den fullständiga rapporten',
              text: 'Vill du ha hela analysen och en plan för vad du kan göra, köper du rapporten. Det är ett engångsköp, ingen prenumeration. Rapporten kostar {price}.',
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
          text: 'Självtesterna är enkla rörelser som visar hur du rör dig och hur ryggen reagerar. Du gör dem hemma i lugn och ro. Du behöver ingen särskild utrustning, och varje test beskrivs steg för steg.',
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
            'En analys av din smärta utifrån dina svar, med de svar som ligger bakom.',
            'Vilka mönster dina svar liknar, bland åtta vanliga mönster vid ryggbesvär (se nedan).',
            'Din risk för långvariga besvär (låg, måttlig eller hög) och vad den betyder för nästa steg.',
            'Fem hälsoområden: smärta och funktion, rörlighet och styrka, oro, stress och mående, sömn och återhämtning samt arbete och vardag, vart och ett som låg, måttlig eller hög belastning.',
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
          text: 'Analysen jämför dina svar med åtta mönster som är vanliga vid ryggbesvär. Dina svar kan likna flera av dem samtidigt. Hur mycket de liknar ett mönster säger vi i ord: tydliga drag, vissa drag eller få drag. Det är likheter, inte diagnoser.',
        },
        {
          type: 'list',
          items: [
            'Disksmärta: ryggen gör mer ont när du böjer dig framåt, sitter länge, hostar eller nyser.',
            'Facettledssmärta: det gör mer ont när du böjer dig bakåt och lättar när du böjer dig framåt eller sätter dig, ofta på ena sidan.',
            'SI-ledssmärta: smärta lågt och på ena sidan, över skinkan, som kan märkas när du står på ett ben. Under och efter en graviditet kallas det ofta foglossning.',
            'Nervpåverkan (ischias): smärta som strålar ut i benet, ofta nedanför knät, ibland med stickningar eller domningar. Hit hör också bilden som liknar spinal stenos (förträngning i ryggkanalen): benen värker eller domnar när du går och det lättar när du sätter dig.',
            'Bålinstabilitet: nedsatt kontroll och uthållighet i musklerna runt bålen, till exempel att ryggen hugger till när du byter ställning.',
            'Muskulär smärta: en lokal värk som blir värre efter ansträngning eller när du har varit i samma ställning länge.',
            'Psykosocial påverkan: oro, stress, nedstämdhet och dålig sömn påverkar hur smärtan känns och hur snabbt den går över. Det är en faktor vid sidan av smärtan, och smärtan är lika verklig för det.',
            'Ospecifik ländryggssmärta: inget av de andra mönstren sticker ut. Det är den vanligaste sortens ryggsmärta, och då visar vi det i stället för att gissa.',
          ],
        },
        {
          type: 'p',
          text: 'Bara två av bilderna, ischias och spinal stenos, går att känna igen ganska väl från egna svar. De andra bygger på traditionellt kliniskt resonemang, inte på validerade tester. Därför säger vi vad dina svar liknar, aldrig vad du har.',
        },
      ],
    },
    {
      heading: 'Risk för långvariga besvär',
      blocks: [
        {
          type: 'p',
          text: 'Analysen uppskattar risken för att besvären blir långvariga: låg, måttlig eller hög. Den väger ihop tecken i kroppen, som smärta i benen och hur länge du klarar att sitta, med hur mycket oro, nedstämdhet och besvär smärtan ger dig. Det är inte ett mått på hur farligt något är. Är risken låg räcker egenvård med en plan för de flesta. Är den måttlig är det klokt att träffa en fysioterapeut om det inte blir bättre inom några veckor. Är den hög hjälper stöd för både kropp och tankar, från en fysioterapeut eller din vårdcentral.',
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
              title: 'Förstå och håll igång (vecka 1–2)',
              text: 'Du lär dig mer om dina besvär och hittar sätt att röra dig som fungerar i vardagen.',
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
        {
          type: 'p',
          text: 'Veckorna är riktmärken. Du går vidare när kroppen svarar bra, inte efter kalendern.',
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
          text: 'En självskattning kan inte undersöka dig eller ta prover. Olika orsaker kan ge liknande besvär. Därför visar rapporten vilka mönster dina svar liknar, inte vad du har. Den är ingen diagnos och ersätter inte en bedömning av vårdpersonal.',
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
