import type { StaticPageContent } from './types';

export const medicalInfo: StaticPageContent = {
  title: 'Medicinsk information',
  lead: '{brand} är en självskattning, inte medicinsk rådgivning eller en diagnos. Här kan du läsa när du ska söka vård, hur bråttom det är och vad du själv kan göra.',
  sections: [
    {
      heading: 'Tecken på att du behöver akut vård',
      blocks: [
        {
          type: 'callout',
          tone: 'danger',
          title: 'Ring 112 eller åk direkt till en akutmottagning',
          text: 'Gör det om du har ont i ryggen och något av det här händer, även om det kommer senare: Du får nya svårigheter att kissa, eller du kan inte hålla urin eller avföring. Du får nedsatt känsel i underlivet, runt ändtarmsöppningen eller på insidan av låren (det så kallade ridbyxeområdet). Du får domningar, stickningar eller svaghet i båda benen. Ring [112](tel:112) direkt om du får plötslig, mycket svår smärta i ryggen tillsammans med magen eller bröstet.',
        },
        {
          type: 'p',
          text: 'Sök också vård direkt på en akutmottagning, eller ring [112](tel:112) om du inte kan ta dig dit, om du har ont i ryggen och',
        },
        {
          type: 'list',
          items: [
            'har eller har haft cancer och samtidigt får stickningar eller domningar i ett ben, svaghet i ett ben som ökar, eller besvär i benen när du går (berätta att du har haft cancer)',
            'har feber eller frossa och samtidigt en ökad risk för infektioner: nedsatt immunförsvar (till exempel av läkemedel), injicerar droger, eller har opererats eller fått en injektion i ryggen nyligen',
            'har fått ont efter ett kraftigt fall eller en olycka, eller efter ett mindre fall eller ett lyft när benstommen kan vara försvagad, och samtidigt får stickningar, domningar eller svaghet i benen.',
          ],
        },
        {
          type: 'p',
          text: 'De här tecknen är ovanliga. De första kan betyda att nerverna längst ner i ryggkanalen är i kläm (cauda equina-syndrom), och plötslig svår smärta mot magen eller bröstet kan komma från den stora kroppspulsådern. Tillsammans med cancer, en infektionsrisk eller ett fall kan tecken på påverkan på nerverna betyda ett tryck på ryggmärgen, en infektion eller ett benbrott. Allt detta behöver undersökas genast, så vänta inte och gör inte klart bedömningen först.',
        },
      ],
    },
    {
      heading: 'Sök vård samma dag',
      blocks: [
        {
          type: 'p',
          text: 'Sök vård samma dag på en akutmottagning eller jourcentral om du har ont i ryggen och något av följande:',
        },
        {
          type: 'list',
          items: [
            'Svagheten i ett ben eller en fot ökar, till exempel att du inte längre kan lyfta foten och tårna (droppfot).',
            'Du har feber eller frossa samtidigt som du har ont i ryggen.',
            'Smärtan kom efter ett kraftigt fall eller en olycka.',
            'Smärtan kom efter ett mindre fall och du har benskörhet, har tagit kortison länge, har haft ett benbrott av en liten belastning eller är 65 år eller äldre.',
            'Smärtan kom efter ett lyft eller en vridning och du har benskörhet, har tagit kortison länge eller har haft ett benbrott av en liten belastning.',
            'Du har en ökad risk för infektioner (se ovan) och har värk i vila eller på natten, eller mycket ont (7 av 10 eller mer) sedan mindre än sex veckor, även utan feber.',
            'Du har så ont att du inte kan röra dig eller sova, trots receptfria läkemedel.',
          ],
        },
        {
          type: 'p',
          text: 'Har du eller har du haft cancer, och har du dessutom värk i vila eller på natten, har gått ner i vikt utan att försöka, får ont när du hostar eller nyser, har ont mitt i ryggen, eller är du 50 år eller äldre och har haft ont i mindre än tre månader: kontakta din cancermottagning (din kontaktsjuksköterska) eller vården inom 24 timmar och berätta att du har haft cancer.',
        },
        {
          type: 'p',
          text: 'Är du osäker på vart du ska vända dig kan du ringa [1177](tel:1177) och få råd.',
        },
      ],
    },
    {
      heading: 'Kontakta vårdcentralen inom några dagar',
      blocks: [
        {
          type: 'p',
          text: 'Kontakta din vårdcentral eller ring [1177](tel:1177) inom några dagar om du har ont i ryggen och',
        },
        {
          type: 'list',
          items: [
            'har eller har haft cancer',
            'har gått ner i vikt utan att veta varför',
            'har ständig värk, även när du vilar och på natten, som inte blir bättre när du byter ställning',
            'har ont mitt i ryggen, mellan skulderbladen',
            'är 50 år eller äldre och har ont i ryggen för första gången',
            'fick ont plötsligt utan någon tydlig orsak och har benskörhet, har tagit kortison länge, har haft ett benbrott av en liten belastning eller är 65 år eller äldre',
            'har domningar eller stickningar i båda benen sedan länge, utan att de har ändrats (är de nya eller blir de värre: sök vård direkt).',
          ],
        },
        {
          type: 'p',
          text: 'Var för sig betyder de här tecknen oftast inte att något är farligt. Men de gör att en läkare bör undersöka dig, så att inget missas.',
        },
      ],
    },
    {
      heading: 'Sök också vård om',
      blocks: [
        {
          type: 'list',
          items: [
            'du inte har blivit bättre efter 2–4 veckor',
            'besvären blir värre i stället för bättre',
            'sträckan du orkar gå blir allt kortare för att benen värker eller domnar',
            'du har stelhet på morgonen i mer än en halvtimme och värk som väcker dig sent på natten och blir bättre av rörelse (det kan vara en inflammatorisk ryggsjukdom, som går att behandla).',
          ],
        },
        {
          type: 'p',
          text: 'Du kan alltid söka vård om du är orolig, även om inget av tecknen på den här sidan stämmer in på dig.',
        },
      ],
    },
    {
      heading: '1177 och 112',
      blocks: [
        {
          type: 'list',
          items: [
            '[112](tel:112) ringer du vid akuta nödlägen, när det är bråttom och någons liv eller hälsa kan vara i fara.',
            '[1177](tel:1177) är sjukvårdsrådgivningen. Där svarar sjuksköterskor dygnet runt i hela landet. De hjälper dig att bedöma dina besvär och berättar vart du ska vända dig.',
            'På 1177.se finns information om sjukdomar och besvär, adresser till vårdcentraler och akutmottagningar och e-tjänster där du kan kontakta vården.',
          ],
        },
      ],
    },
    {
      heading: 'Vad {brand} är och inte är',
      blocks: [
        {
          type: 'p',
          text: '{brand} är en självskattning. Dina svar jämförs med mönster som är vanliga vid ryggbesvär, och du får information och råd utifrån dem. Tjänsten kan inte undersöka dig eller ta prover.',
        },
        {
          type: 'p',
          text: 'Resultatet är därför ingen diagnos och ingen medicinsk rådgivning. Det ersätter inte en bedömning av läkare, fysioterapeut eller annan vårdpersonal. Tecknen ovan, som betyder att du ska söka vård, visar vi alltid gratis om dina svar tyder på dem.',
        },
      ],
    },
    {
      heading: 'Så läser du ditt resultat',
      blocks: [
        {
          type: 'list',
          items: [
            'Mönster: vi visar vilka av åtta vanliga mönster dina svar liknar (till exempel Disksmärta, Nervpåverkan (ischias) eller Ospecifik ländryggssmärta) och hur mycket, i ord: tydliga drag, vissa drag eller få drag. Det är likheter, inte diagnoser. Bara ischias och spinal stenos (förträngning i ryggkanalen) går att känna igen ganska väl från egna svar; de andra bygger på traditionellt kliniskt resonemang, inte på validerade tester. Tyder dina svar på att vården behöver undersöka dig först, visar vi inget mönster: vilket mönster besvären liknar går att säga först när vården har undersökt dig.',
            'Risk för långvariga besvär: låg, måttlig eller hög. Den säger hur stor risken är att besvären dröjer sig kvar, inte hur farligt något är.',
            'Fem hälsoområden: smärta och funktion, rörlighet och styrka, oro, stress och mående, sömn och återhämtning samt arbete och vardag. Vart och ett visas som låg, måttlig eller hög belastning, i ord och färg. Har du hoppat över för många frågor om ett område står det ”För få svar”.',
          ],
        },
      ],
    },
    {
      heading: 'De flesta ryggbesvär är ofarliga',
      blocks: [
        {
          type: 'p',
          text: 'Ont i ryggen är mycket vanligt, och oftast finns det ingen farlig orsak. Den vanligaste formen kallas akut ospecifik ländryggssmärta (ont i nedre delen av ryggen utan att någon särskild orsak går att hitta).',
        },
        {
          type: 'p',
          text: 'För de flesta blir den tydligt bättre under de första sex veckorna. Efter det går förbättringen ofta långsammare, och en del har besvär längre. Ischias (nervsmärta som strålar ut i benet) går oftast långsammare än ryggsmärta utan bensmärta. Det är också vanligt att ryggsmärtan kommer tillbaka någon gång. Därför lönar det sig att fortsätta träna och röra på sig även när det har blivit bättre.',
        },
        {
          type: 'p',
          text: 'Att det gör ont betyder inte att något går sönder. Smärtan kan vara kraftig även när orsaken är ofarlig.',
        },
      ],
    },
    {
      heading: 'Fortsätt att röra på dig',
      blocks: [
        {
          type: 'p',
          text: 'Att vara så aktiv som möjligt hjälper de flesta att bli bättre snabbare. Sängläge gör däremot ofta besvären värre och långvarigare. Några råd:',
        },
        {
          type: 'list',
          items: [
            'Fortsätt med vardagen så gott det går, även om du behöver ta det lite lugnare en tid.',
            'Promenera och rör på dig i lagom takt. Det är okej att det känns, men det ska inte göra mycket ondare.',
            'Byt ställning ofta i stället för att sitta eller ligga still länge.',
            'Öka aktiviteten stegvis när det börjar kännas bättre.',
          ],
        },
      ],
    },
    {
      heading: 'Läkemedel',
      blocks: [
        {
          type: 'p',
          text: '{brand} ger aldrig råd om läkemedel. Prata med en farmaceut på apoteket eller med en läkare innan du använder antiinflammatoriska smärtstillande läkemedel (så kallade NSAID). De passar inte alla, till exempel inte om du har vissa sjukdomar i magen, hjärtat eller njurarna, tar blodförtunnande läkemedel eller är gravid.',
        },
      ],
    },
    {
      heading: 'Barn och unga under 18 år',
      blocks: [
        {
          type: 'p',
          text: '{brand} är gjord för vuxna. Barn och unga under 18 år hör inte till målgruppen, och resultatet gäller inte för dem. Har ett barn eller en tonåring ont i ryggen, kontakta vårdcentralen eller ring [1177](tel:1177) för råd.',
        },
      ],
    },
  ],
};
