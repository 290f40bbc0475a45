import type { StaticPageContent } from './types';

export const privacyPolicy: StaticPageContent = {
  title: 'Integritetspolicy',
  lead: 'Här beskriver vi vilka personuppgifter vi behandlar när du använder {brand}, varför vi gör det och vilka rättigheter du har. Dina svar om ryggen är hälsouppgifter, och vi hanterar dem därefter.',
  updated: '2026-11-22',
  sections: [
    {
      heading: 'Vem som ansvarar för dina uppgifter',
      blocks: [
        {
          type: 'p',
          text: '{companyName} är personuppgiftsansvarig för behandlingen av dina personuppgifter i {brand}. Det betyder att vi bestämmer varför och hur uppgifterna behandlas och att vi ansvarar för att det sker enligt dataskyddsförordningen (GDPR).',
        },
        {
          type: 'list',
          items: ['Företag: {company}', 'Organisationsnummer: {orgNumber}', 'Adress: {address}', 'E-post: [{supportEmail}](mailto:{supportEmail})'],
        },
        {
          type: 'p',
          text: 'Har du frågor om hur vi hanterar dina uppgifter, eller vill du använda någon av dina rättigheter, är du välkommen att mejla oss.',
        },
      ],
    },
    {
      heading: 'Vilka uppgifter vi behandlar',
      blocks: [
        {
          type: 'list',
          items: [
            'Kontouppgifter: ditt namn, din e-postadress och ditt lösenord. Lösenordet sparas bara i hashad form (omvandlat med en envägsfunktion), så att varken vi eller någon annan kan läsa det.',
            'Dina svar i bedömningen: vad du svarar om din ryggsmärta, hur den påverkar dig och resultaten av självtesterna. Det här är hälsouppgifter. Av svaren skapar vi din resultatöversikt och, om du köper den, din rapport.',
            'Ordrar och kvitton: vad du har köpt, när, till vilket pris och ordernummer. Kortnummer och andra betalningsuppgifter hanteras av Klarna, inte av oss.',
            'Meddelanden till oss: namn, e-postadress, ämne och meddelande när du skriver via [kontaktformuläret](/contact), och det du skriver om du mejlar oss.',
            'Tekniska uppgifter: en inloggningscookie, en cookie som sparar hur långt du har kommit i bedömningen och uppgifter i webbläsarens lokala lagring (ett litet utrymme i din webbläsare där webbplatser kan spara data). Vi för också tekniska säkerhetsloggar, men de innehåller inte ditt namn, din e-postadress eller dina svar.',
          ],
        },
        {
          type: 'p',
          text: 'Vi ber aldrig om personnummer och behöver inga uppgifter utöver dem som står här.',
        },
      ],
    },
    {
      heading: 'Hälsouppgifter och ditt samtycke',
      blocks: [
        {
          type: 'p',
          text: 'Uppgifter om hälsa är enligt GDPR artikel 9 en särskild kategori av personuppgifter och får bara behandlas i vissa fall. Vi behandlar dina svar om ryggen bara om du har gett ditt uttryckliga samtycke (artikel 9.2 a).',
        },
        {
          type: 'list',
          items: [
            'Du lämnar samtycket genom att själv kryssa i en separat ruta innan ditt första svar sparas. Rutan är aldrig förkryssad.',
            'Samtycket är frivilligt. Utan det kan vi inte göra bedömningen, eftersom den bygger på dina svar.',
            'Du kan återkalla samtycket lika enkelt som du gav det: radera dina svar eller hela ditt konto på [Min profil](/profile). Då slutar vi behandla dina hälsouppgifter och raderar dem.',
            'Att du återkallar samtycket påverkar inte den behandling som redan har skett.',
          ],
        },
      ],
    },
    {
      heading: 'Varför vi behandlar uppgifterna och med vilken rätt',
      blocks: [
        {
          type: 'p',
          text: 'Vi behandlar bara uppgifter för bestämda ändamål och med stöd av en rättslig grund i GDPR:',
        },
        {
          type: 'list',
          items: [
            'Göra bedömningen och ta fram resultatöversikten och rapporten. Grund: ditt uttryckliga samtycke (artikel 6.1 a och 9.2 a).',
            'Skapa och sköta ditt konto. Grund: avtal (artikel 6.1 b), det vill säga att vi behöver uppgifterna för att ge dig den tjänst du har bett om.',
            'Genomföra ditt köp, leverera rapporten och skicka den till dig med e-post. Grund: avtal (artikel 6.1 b). De hälsouppgifter som ingår i rapporten behandlas med stöd av ditt samtycke.',
            'Svara på dina frågor i kundtjänst. Grund: avtal (artikel 6.1 b) när frågan gäller ditt konto eller ditt köp, annars berättigat intresse (artikel 6.1 f) av att kunna svara den som hör av sig.',
            'Bokföring. Grund: rättslig förpliktelse (artikel 6.1 c), eftersom bokföringslagen kräver att vi sparar underlag för våra försäljningar.',
            'Säkerhet, till exempel att upptäcka och stoppa intrångsförsök och missbruk. Grund: berättigat intresse (artikel 6.1 f) av en säker tjänst. Säkerhetsloggarna innehåller inte ditt namn, din e-postadress eller några hälsouppgifter.',
          ],
        },
        {
          type: 'p',
          text: 'Vi använder inte dina uppgifter till reklam eller marknadsföring, och vi säljer dem aldrig.',
        },
      ],
    },
    {
      heading: 'Automatisk analys, inte en diagnos',
      blocks: [
        {
          type: 'p',
          text: 'Analysen av dina svar görs automatiskt. Ett datorprogram väger samman dina svar enligt fasta regler och visar vilka mönster de liknar. Ingen människa går igenom dina svar innan du får ditt resultat.',
        },
        {
          type: 'p',
          text: 'Analysen leder inte till något beslut som har rättsliga följder för dig eller som på liknande sätt påverkar dig i betydande grad. Den är ingen diagnos och avgör inte vilken vård du får. Det är du själv som bestämmer vad du gör med resultatet.',
        },
      ],
    },
    {
      heading: 'Hur länge vi sparar uppgifterna',
      blocks: [
        {
          type: 'list',
          items: [
            'Konto, svar och rapporter sparas så länge du har kvar ditt konto. När du raderar kontot raderas de.',
            'Om du börjar bedömningen utan att vara inloggad sparas dina påbörjade svar bara på din egen enhet, i en cookie och i webbläsarens lokala lagring, i högst 730 dagar. Du kan ta bort dem själv genom att rensa cookies och webbplatsdata i webbläsaren.',
            'Gör du klart bedömningen utan att vara inloggad sparar vi svaren hos oss i högst 30 dagar, så att du kan skapa ett konto och se ditt resultat. Skapar du inget konto raderas de sedan automatiskt.',
            'Ordrar och kvitton sparas till och med det sjunde året efter utgången av det kalenderår då räkenskapsåret avslutades, eftersom bokföringslagen kräver det. Om du raderar ditt konto innan dess kopplar vi bort ordern från kontot, så att den inte längre går att knyta till dina svar eller din rapport. Kvar finns bara det som bokföringen kräver.',
            'Meddelanden via kontaktformuläret och e-post till kundtjänst sparas i 24 månader.',
            'Säkerhetsloggar sparas bara så länge de behövs för att hålla tjänsten säker.',
          ],
        },
      ],
    },
    {
      heading: 'Vilka som får ta del av uppgifterna',
      blocks: [
        {
          type: 'p',
          text: 'Vi använder några leverantörer för att driva tjänsten. De är personuppgiftsbiträden, vilket betyder att de bara får behandla uppgifterna för vår räkning, enligt våra instruktioner och enligt ett skriftligt avtal med oss.',
        },
        {
          type: 'list',
          items: [
            'Drift och lagring: tjänsten och databasen ligger hos en leverantör med servrar inom EU/EES.',
            'E-post: en leverantör som skickar ut e-post från tjänsten åt oss, till exempel orderbekräftelser och rapporter.',
          ],
        },
        {
          type: 'p',
          text: 'Betalningar hanteras av Klarna. Klarna är självständigt personuppgiftsansvarigt för sin egen behandling av dina betalningsuppgifter, och där gäller Klarnas integritetspolicy, som du hittar på klarna.com. Vi lämnar bara det som behövs för betalningen, till exempel vad du köper och beloppet. Vi skickar aldrig några hälsouppgifter till Klarna.',
        },
        {
          type: 'p',
          text: 'Vi kan också behöva lämna ut uppgifter till en myndighet om lagen kräver det, till exempel bokföringsunderlag till Skatteverket.',
        },
        {
          type: 'callout',
          tone: 'info',
          text: 'Vi säljer inga uppgifter, vi använder inga reklamcookies och vi för inte över dina personuppgifter till länder utanför EU/EES.',
        },
      ],
    },
    {
      heading: 'Så skyddar vi dina uppgifter',
      blocks: [
        {
          type: 'list',
          items: [
            'All trafik mellan din webbläsare och tjänsten är krypterad.',
            'Lösenord sparas bara i hashad form och kan inte läsas av någon.',
            'Bara den som behöver det för att sköta tjänsten har tillgång till systemen, och tillgången är skyddad med inloggning.',
            'Vi samlar bara in de uppgifter som behövs och raderar dem när de inte längre behövs.',
          ],
        },
        {
          type: 'p',
          text: 'Skulle något ändå hända, till exempel ett dataintrång som kan påverka dig, meddelar vi Integritetsskyddsmyndigheten och, när lagen kräver det, dig.',
        },
      ],
    },
    {
      heading: 'Dina rättigheter',
      blocks: [
        {
          type: 'list',
          items: [
            'Rätt till tillgång: du kan se vilka uppgifter vi har om dig. På [Min profil](/profile) kan du ladda ner dina uppgifter som en JSON-fil (ett vanligt filformat som går att läsa i de flesta program).',
            'Rätt till rättelse: du kan be oss rätta uppgifter som är felaktiga eller komplettera uppgifter som är ofullständiga.',
            'Rätt till radering: du kan radera ditt konto på [Min profil](/profile). Då raderas dina uppgifter, utom det vi enligt lag måste spara för bokföringen.',
            'Rätt till begränsning: du kan be oss att tills vidare bara spara dina uppgifter och inte använda dem, till exempel medan vi utreder om de är korrekta.',
            'Rätt till dataportabilitet: du kan få ut de uppgifter du har lämnat till oss i ett maskinläsbart format, så att du kan ta med dem till någon annan. JSON-filen på Min profil fyller det syftet.',
            'Rätt att invända: du kan invända mot behandling som vi gör med stöd av berättigat intresse.',
            'Rätt att återkalla samtycke: du kan när som helst återkalla ditt samtycke till att vi behandlar dina hälsouppgifter.',
          ],
        },
        {
          type: 'p',
          text: 'Det du inte kan göra själv på Min profil hjälper vi dig med. Mejla [{supportEmail}](mailto:{supportEmail}). Vi svarar senast inom en månad.',
        },
        {
          type: 'p',
          text: 'Om du tycker att vi behandlar dina uppgifter fel kan du klaga hos Integritetsskyddsmyndigheten (IMY), www.imy.se. Hör gärna av dig till oss först, så försöker vi lösa det.',
        },
      ],
    },
    {
      heading: 'Cookies och lokal lagring',
      blocks: [
        {
          type: 'p',
          text: 'En cookie är en liten textfil som webbplatsen sparar i din webbläsare. {brand} använder bara cookies som behövs för att tjänsten ska fungera:',
        },
        {
          type: 'list',
          items: [
            'Inloggningscookie: håller dig inloggad medan du använder tjänsten. Den tas bort när du loggar ut eller när inloggningen går ut.',
            'Cookie för dina framsteg: sparar hur långt du har kommit i bedömningen, så att du kan fortsätta där du slutade. Den sparas i högst 730 dagar.',
            'Lokal lagring: används för samma syfte, att spara påbörjade svar på din egen enhet.',
          ],
        },
        {
          type: 'p',
          text: 'Vi använder inga cookies för spårning, statistik från tredje part eller reklam. Du kan när som helst ta bort cookies och webbplatsdata i webbläsarens inställningar. Då loggas du ut, och svar som bara finns sparade på din enhet försvinner.',
        },
      ],
    },
  ],
};
