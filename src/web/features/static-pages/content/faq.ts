import type { FaqItem } from './types';

export const faqItems: FaqItem[] = [
  {
    question: 'Vad är {brand}?',
    answer: [
      '{brand} är en digital självskattning för vuxna som har ont i ryggen. Du svarar på frågor och gör några enkla självtester hemma. Sedan får du en översikt av ditt resultat och råd om du behöver söka vård.',
      'Vill du veta mer kan du köpa en fullständig, personlig rapport med analys, en plan i tre steg, övningar och råd. Läs mer på [Så fungerar det](/how-it-works).',
    ],
  },
  {
    question: 'Är det medicinsk rådgivning eller en diagnos?',
    answer: [
      'Nej. {brand} visar vilka vanliga mönster dina svar liknar, men tjänsten kan inte undersöka dig och ställer ingen diagnos. Den ersätter inte en bedömning av läkare, fysioterapeut eller annan vårdpersonal.',
      'Om dina svar tyder på att du behöver söka vård får du veta det direkt och gratis. Läs mer under [Medicinsk information](/medical-info).',
    ],
  },
  {
    question: 'Hur lång tid tar det?',
    answer: [
      'Det tar {duration}. Du svarar på {questionCount}, och av dem är {selfTestCount} som du gör hemma. Du kan ta paus och fortsätta senare, eftersom vi sparar hur långt du har kommit.',
    ],
  },
  {
    question: 'Behöver jag någon utrustning?',
    answer: ['Nej, du behöver ingen särskild utrustning. Det som behövs finns i de flesta hem, och varje självtest har tydliga instruktioner.'],
  },
  {
    question: 'Vad kostar det?',
    answer: [
      'Bedömningen och översikten av ditt resultat är gratis. Den fullständiga rapporten är ett engångsköp, så du tecknar ingen prenumeration och betalar inget mer. Den kostar {price} inklusive moms.',
    ],
  },
  {
    question: 'Hur betalar jag?',
    answer: [
      'Du betalar via Klarna. Du väljer bland de betalsätt som Klarna erbjuder i kassan, till exempel kort, Swish, faktura eller delbetalning.',
      'Vi får aldrig del av dina kortuppgifter, och vi skickar inga hälsouppgifter till Klarna.',
    ],
  },
  {
    question: 'När får jag min rapport?',
    answer: [
      'Rapporten skapas automatiskt när betalningen är klar och är oftast färdig inom 1–2 minuter. Du kan ladda ner den direkt, du får den med e-post och den finns kvar på [Mina sidor](/mina-sidor). Läs mer under [Leveransinformation](/delivery-info).',
    ],
  },
  {
    question: 'Hur skyddas mina hälsouppgifter?',
    answer: [
      'Vi sparar dina svar bara om du har gett ditt uttryckliga samtycke, genom att själv kryssa i en ruta innan du börjar. All trafik till och från tjänsten är krypterad, och vi säljer aldrig dina uppgifter.',
      'Du kan när som helst ladda ner dina uppgifter eller radera ditt konto på [Min profil](/profile). Läs mer i vår [integritetspolicy](/privacy-policy).',
    ],
  },
  {
    question: 'Kan jag ångra mitt köp?',
    answer: [
      'Normalt har du 14 dagars ångerrätt när du handlar på nätet. För digitalt innehåll, som rapporten, upphör ångerrätten när leveransen börjar, om du i kassan har gått med på att leveransen börjar direkt och bekräftat att du då förlorar ångerrätten.',
      'Eftersom rapporten skapas inom ett par minuter är tiden att ångra sig mycket kort. Är rapporten felaktig eller kommer den inte fram har du alltid rätt att reklamera. Läs mer i [köpvillkoren](/purchase-terms).',
    ],
  },
  {
    question: 'Vad gör jag om rapporten inte kommer?',
    answer: [
      'Vänta några minuter och titta i mappen för skräppost. Logga sedan in och titta på [Mina sidor](/mina-sidor), där rapporten finns så snart den är klar.',
      'Finns den inte där, mejla oss på [{supportEmail}](mailto:{supportEmail}). Om betalningen har gått igenom men rapporten inte kunde skapas, gör vi en ny åt dig och meddelar dig när den är klar.',
    ],
  },
  {
    question: 'Vad gör jag om ett självtest gör ont?',
    answer: [
      'Avbryt testet. Pressa dig aldrig igenom smärta för att klara ett test.',
      'Om smärtan inte går över, eller om du får nya besvär som domningar eller svaghet i benen, läs under [Medicinsk information](/medical-info) när och var du ska söka vård. Vid akuta besvär ringer du [112](tel:112).',
    ],
  },
  {
    question: 'Kan jag göra bedömningen igen eller åt någon annan?',
    answer: [
      'Bedömningen är personlig och gäller en person: den som har kontot. Svaren ska gälla din egen rygg, annars blir resultatet missvisande.',
      'Vill någon annan göra bedömningen skapar hen ett eget konto och svarar själv. Alla som använder {brand} måste ha fyllt 18 år. Har dina besvär förändrats mycket och du undrar om du kan göra om bedömningen, mejla oss på [{supportEmail}](mailto:{supportEmail}).',
    ],
  },
];
