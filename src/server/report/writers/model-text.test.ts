import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryFacts } from '../content/facts.test-support';
import { builtinPersonalTexts } from './builtin';
import { modelTextRefusals, type ModelTextRule } from './model-text';

/** Sentences a model must never get into a report: each refuses the whole answer, for the rule named. */
const REFUSED: [string, ModelTextRule][] = [
  // The reproduction.
  ['Ta två Treo tre gånger om dagen.', 'medicine'],
  ['Ta två Treo tre gånger om dagen.', 'dose'],
  ['Om värken inte släpper kan oxycodone hjälpa.', 'medicine'],
  ['En magnetisk resonanstomografi kan visa mer.', 'test'],
  // Medicines: brands, generics, stems, kinds.
  ['Alvedon hjälper många mot värken.', 'medicine'],
  ['Prova Ipren när det gör som mest ont.', 'medicine'],
  ['Voltaren gel kan lindra.', 'medicine'],
  ['Citodon är starkare om inget annat hjälper.', 'medicine'],
  ['Tradolan brukar skrivas ut vid svår smärta.', 'medicine'],
  ['Oxynorm kan behövas en kort tid.', 'medicine'],
  ['Lyrica används vid nervsmärta.', 'medicine'],
  ['Naproxen verkar längre än andra.', 'medicine'],
  ['Diklofenak finns receptfritt.', 'medicine'],
  ['Ketoprofen är ett alternativ.', 'medicine'],
  ['Hydrokodon är en annan möjlighet.', 'medicine'],
  ['Tapentadol kan fungera för dig.', 'medicine'],
  ['Ett antiinflammatoriskt medel kan dämpa värken.', 'medicine'],
  ['Smärtstillande kan göra det lättare att röra sig.', 'medicine'],
  ['Fråga på apoteket vad som passar dig.', 'medicine'],
  ['Amitriptylin i låg dos hjälper en del.', 'medicine'],
  ['Prednisolon kan dämpa inflammationen.', 'medicine'],
  ['Muskelavslappnande kan lätta spänningen.', 'medicine'],
  ['Try some ibuprofen for the pain.', 'medicine'],
  ['Panadol works for many.', 'medicine'],
  // Spelling tricks.
  ['Ta O x y c o d o n e vid behov.', 'medicine'],
  ['Ta T.r.e.o när det värker.', 'medicine'],
  ['Ta tr3o när det värker.', 'medicine'],
  ['1bupr0fen hjälper.', 'medicine'],
  ['@lvedon hjälper.', 'medicine'],
  ['Oxy-\ncodone hjälper.', 'medicine'],
  ['Ibu profen hjälper.', 'medicine'],
  ['Alve\u200Bdon hjälper.', 'medicine'],
  ['Alve\u00ADdon hjälper.', 'medicine'],
  ['ＡＬＶＥＤＯＮ hjälper.', 'medicine'],
  ['Аlvеdоn hjälper.', 'medicine'],
  ['ᴏxycodone hjälper.', 'medicine'],
  ['Gör en rö\u0308ntgen.', 'test'],
  ['Ta en R Ö N T G E N.', 'test'],
  // Doses and frequencies.
  ['Ta 500 mg när det behövs.', 'dose'],
  ['Ta 500mg när det behövs.', 'dose'],
  ['Ta två tabletter innan du går och lägger dig.', 'dose'],
  ['Ta en x3/dag.', 'dose'],
  ['Ta en varannan timme.', 'dose'],
  ['Ta en morgon och kväll.', 'dose'],
  ['Gå tre promenader om dagen.', 'dose'],
  ['Ta en var fjärde timme.', 'dose'],
  ['Ta 1 g fyra gånger per dygn.', 'dose'],
  ['Take it twice a day.', 'dose'],
  ['Töm en dosering per natt.', 'dose'],
  // Tests and scans.
  ['Be om en röntgen om det inte blir bättre.', 'test'],
  ['En MR-undersökning visar mer.', 'test'],
  ['En MRI kan ge svar.', 'test'],
  ['Magnetkameran ser det röntgen missar.', 'test'],
  ['En skiktröntgen är ibland bra.', 'test'],
  ['Datortomografi, DT, används ibland.', 'test'],
  ['En CT kan behövas.', 'test'],
  ['Ultraljud kan visa musklerna.', 'test'],
  ['Skelettscintigrafi är ett alternativ.', 'test'],
  ['Ett blodprov kan utesluta annat.', 'test'],
  ['Ett EMG mäter nerverna.', 'test'],
  ['Provtagning kan behövas.', 'test'],
  ['An x-ray would show it.', 'test'],
  ['Labbvärdena kan säga mer.', 'test'],
  ['Ett benmärgsprov är sällan aktuellt.', 'test'],
  // Diagnoses, tissue sources and the pattern names.
  ['Det låter som ett diskbråck.', 'diagnosis'],
  ['Du har troligen spinal stenos.', 'diagnosis'],
  ['Din ischias gör att det strålar.', 'diagnosis'],
  ['Artros i ryggen är vanligt.', 'diagnosis'],
  ['Spondylolistes kan ge liknande besvär.', 'diagnosis'],
  ['Det kan vara cauda equina.', 'diagnosis'],
  ['Bechterews sjukdom ger stelhet.', 'diagnosis'],
  ['Fibromyalgi ger värk i hela kroppen.', 'diagnosis'],
  ['Osteoporos gör skelettet skört.', 'diagnosis'],
  ['Cancer är ovanligt.', 'diagnosis'],
  ['En fraktur är ovanlig.', 'diagnosis'],
  ['Disken kan bukta ut.', 'diagnosis'],
  ['Ditt mönster liknar facettledssmärta.', 'diagnosis'],
  ['This looks like sciatica.', 'diagnosis'],
  ['Det är ingen diagnos.', 'diagnosis'],
  // Treatments.
  ['En operation kan bli aktuell.', 'treatment'],
  ['Akupunktur kan lindra.', 'treatment'],
  ['En kiropraktor kan hjälpa dig.', 'treatment'],
  ['En kortisonspruta kan hjälpa.', 'treatment'],
  ['En ortoped kan titta på det.', 'treatment'],
  // The safety rules contradicted.
  ['Du behöver inte söka vård för det här.', 'safety'],
  ['Det finns ingen anledning att kontakta vården.', 'safety'],
  ['Vänta med att söka vård tills det gått en månad.', 'safety'],
  ['Det är inget farligt.', 'safety'],
  ['Strunta i varningstecknen om du mår bra.', 'safety'],
  ['Ring 112 om det blir värre.', 'safety'],
  ['Åk till akuten om benen domnar.', 'safety'],
  ['Det går över av sig själv.', 'safety'],
  ['Vården behövs inte för det här.', 'safety'],
  ['You do not need to see a doctor.', 'safety'],
  ['Vänta två veckor innan du söker vård.', 'safety'],
  ["Don't worry about it.", 'safety'],
  // Characters and links.
  ['Läs mer på www.example.se.', 'link'],
  ['Ring 08-123 456 78.', 'link'],
  ['Du klarar det 💪', 'characters'],
  ['**Viktigt:** rör dig.', 'characters'],
];

/** Warm, personal sentences the model may write: each must pass. */
const PASSED = [
  'Du har haft ont i ryggen i fem veckor och vill kunna gå långa promenader igen.',
  'Det är tröttsamt att ha ont i benet, och det är bra att du tar tag i det nu.',
  'Du har redan gjort något viktigt genom att svara på frågorna.',
  'Ta det i din egen takt.',
  'Att ha ont länge sliter på både ork och humör.',
  'Det är inte konstigt om du känner dig trött på det här.',
  'Du berättade att du sover dåligt just nu, och det märks säkert på dagarna.',
  'Stress och oro kan göra att allt känns tyngre.',
  'Du har ett arbete där du sitter mycket, och det kan vara svårt att hitta pauser.',
  'Planen i rapporten går steg för steg, och du bestämmer takten.',
  'Övningarna längre fram är valda utifrån dina svar.',
  'Ditt mål är en bra kompass: små steg varje vecka tar dig närmare det.',
  'Tänk på något du gjorde förut och vill komma tillbaka till.',
  'Du skattade smärtan till 7 av 10, och det är mycket.',
  'Du har haft ont i mer än tre månader.',
  'Att få ont i ryggen för första gången kan kännas oroande.',
  'En fysioterapeut kan hjälpa dig att komma vidare, och du kan ta med rapporten.',
  'Du är inte ensam om det här.',
  'Varje liten förbättring räknas.',
  'Det är modigt att ta tag i något som har varit jobbigt länge.',
  'Du vill kunna lyfta barnbarnen och orka en hel arbetsdag igen.',
  'Ta en dag i taget, och var snäll mot dig själv.',
  'Rörelse i lagom dos gör ryggen starkare.',
  'Du berättade att du tränar, och det är en bra grund att bygga vidare på.',
  'Många med svar som dina känner igen sig i det här.',
];

describe('modelTextRefusals', () => {
  it.each(REFUSED)('refuses %j (%s)', (text, rule) => {
    expect(modelTextRefusals(text)).toContain(rule);
  });

  it.each(PASSED)('lets %j through', (text) => {
    expect(modelTextRefusals(text)).toEqual([]);
  });

  it('lets every letter and goal sentence of the built-in writer through', () => {
    fc.assert(
      fc.property(arbitraryFacts, fc.boolean(), (facts, hasGoal) => {
        const { letter, goal } = builtinPersonalTexts(facts, hasGoal);
        expect(modelTextRefusals(`${letter}\n\n${goal}`)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a medicine, a test or a diagnosis however it is disguised', () => {
    const names = ['oxycodone', 'alvedon', 'ibuprofen', 'treo', 'röntgen', 'magnetkamera', 'diskbråck', 'ischias', 'tramadol', 'pregabalin'];
    const disguises: fc.Arbitrary<(word: string) => string>[] = [
      fc.constant((w) => w.toUpperCase()),
      fc.constant((w) => [...w].join(' ')),
      fc.constant((w) => [...w].join('.')),
      fc.nat({ max: 20 }).map((n) => (w: string) => `${w.slice(0, 1 + (n % (w.length - 1)))}\u200B${w.slice(1 + (n % (w.length - 1)))}`),
      fc.nat({ max: 20 }).map((n) => (w: string) => `${w.slice(0, 1 + (n % (w.length - 1)))}-\n${w.slice(1 + (n % (w.length - 1)))}`),
      fc.constant((w) => w.replace(/o/g, '0').replace(/e/g, '3')),
      fc.constant((w) => w.replace(/o/g, 'о').replace(/a/g, 'а')),
      fc.constant((w) => `lände${w}`),
      fc.constant((w) => `${w}en`),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.array(fc.oneof(...disguises), { minLength: 1, maxLength: 2 }), (name, steps) => {
        const disguised = steps.reduce((w, step) => step(w), name);
        expect(modelTextRefusals(`Du kanske undrar om ${disguised} skulle hjälpa.`), disguised).not.toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});
