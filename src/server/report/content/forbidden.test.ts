import { describe, expect, it } from 'vitest';
import { FORBIDDEN_ADVICE, forbiddenAdviceIn } from './forbidden';

/** Claims and advice that CLINICAL.md §2–§5 forbid: each must be caught. */
const CAUGHT: string[] = [
  'Du har troligen ett diskbråck.',
  'Det kan vara en buktande disk som trycker.',
  'Smärtan beror på slitage i ryggen.',
  'Din rygg är sliten efter många år.',
  'Du har en instabil rygg.',
  'Ryggen är instabil och behöver stöd.',
  'Det låter som en inklämd nerv.',
  'Nerven sitter i kläm i ländryggen.',
  'Din diagnos är disksmärta.',
  'Diagnosen blir ischias.',
  'Smärta betyder att något är skadat.',
  'Ont är ett tecken på skada.',
  'Smärtan sitter i huvudet.',
  'Dina svar visar en stark likhet med disksmärta.',
  'Testet är validerat och träffsäkert.',
  'Programmet botar ryggsmärta.',
  'Vi garanterar att du blir bättre.',
  'Du kommer att vara smärtfri inom sex veckor.',
  'Ryggen blir bra på två veckor.',
  '90 % blir bra inom sex veckor.',
  'Nio av tio blir bra av sig själva.',
  'Du har låg risk.',
  'Det innebär hög risk för dig.',
  // imaging
  'Gör en röntgen av ryggen.',
  'Be din läkare om en magnetkamera.',
  'Du behöver en MR för att se vad som är fel.',
  'Det är klokt att boka en röntgen.',
  'Du bör undersökas med magnetkamera.',
  'Röntga ryggen om det inte blir bättre.',
  'Om det inte blir bättre, gör en röntgen.',
  'En magnetkamera kan visa orsaken till smärtan.',
  'Röntgen behövs för att utesluta fel.',
  // treatments
  'Använd ett ryggbälte när du lyfter.',
  'En korsett kan avlasta ryggen.',
  'Ett bäckenbälte kan hjälpa.',
  'Prova traktion hos en fysioterapeut.',
  'Akupunktur kan lindra smärtan.',
  'Prova akupunktur om det inte blir bättre.',
  'Prova akupunktur, det är inte farligt.',
  'Behandling med ultraljud kan minska värken.',
  'En TENS-apparat kan lindra.',
  'Ta paracetamol mot smärtan.',
  'Alvedon hjälper mot värken.',
  'Tramadol kan hjälpa vid svår värk.',
  'Opioider kan behövas om värken är långvarig.',
  'Vila i sängen några dagar.',
  'Ligg till sängs tills det går över.',
  'Sängläge i två dagar hjälper.',
  'Fråga om pregabalin mot ischiassmärtan.',
  'En kortisonkur kan dämpa nervsmärtan.',
  'Diazepam kan lätta kramperna.',
  'Ta ibuprofen mot värken.',
  'Ipren hjälper mot inflammationen.',
  'Ta 400 mg tre gånger om dagen.',
];

/** Sentences the report's own texts use, or that an honest writer may use: none may be caught. */
const ALLOWED: string[] = [
  'Du behöver ingen röntgen.',
  'De flesta med ryggsmärta behöver ingen röntgen.',
  'Ryggen behöver inte röntgas.',
  'Röntgen behövs sällan vid ryggsmärta.',
  'Förändringar i diskarna (mellankotskivorna) syns ofta på bilder av ryggen hos personer utan ryggsmärta.',
  'Det här är ingen diagnos.',
  'Rapporten är inte en diagnos.',
  'Att det gör ont betyder inte att ryggen skadas.',
  'Undvik sängläge: rörelse i lagom dos är bättre.',
  'Att ligga till sängs gör inte ryggen bättre.',
  'Akupunktur rekommenderas inte vid ryggsmärta.',
  'TENS, akupunktur och traktion rekommenderas inte.',
  'Du behöver inte vara smärtfri för att arbeta.',
  'Ett bäckenbälte kan lindra foglossning.',
  'Dina svar liknar mest ospecifik ländryggssmärta.',
  'Dina svar har tydliga drag av bålinstabilitet.',
  'Risk för långvariga besvär: låg.',
  'Regelbundna promenader minskar risken för ett nytt skov (Pocovi, Lancet 2024).',
  'Det bygger på traditionellt kliniskt resonemang, inte på ett validerat test.',
  'Hälften var helt bra inom 58 dagar, och 72 av 100 var helt återställda efter ett år (Henschke 2008).',
  'Smärtan låg i genomsnitt på 52 av 100 i början, 23 efter sex veckor, 12 efter ett halvår och 6 efter ett år.',
  'Vila gärna en stund och gå sedan vidare.',
  'En stol med bra ryggstöd gör det lättare att sitta.',
  'Ingen kan lova exakt hur lång tid det tar.',
  'Dina svar liknar det som ofta kallas ischias (nervsmärta som strålar ut i benet).',
  'Prata med din chef eller med företagshälsovården.',
];

describe('FORBIDDEN_ADVICE', () => {
  it.each(CAUGHT)('catches: %s', (text) => {
    expect(forbiddenAdviceIn(text)).not.toEqual([]);
  });

  it.each(ALLOWED)('allows: %s', (text) => {
    expect(forbiddenAdviceIn(text, { pregnant: text.includes('foglossning') })).toEqual([]);
  });

  it('allows a pelvic belt only in pregnancy, and no NSAID advice in pregnancy', () => {
    const belt = 'Ett bäckenbälte kan lindra smärtan från bäckenet.';
    expect(forbiddenAdviceIn(belt, { pregnant: true })).toEqual([]);
    expect(forbiddenAdviceIn(belt)).toEqual(['recommends a pelvic belt outside pregnancy (CLINICAL §4)']);
    const nsaid = 'Fråga på apoteket om ibuprofen kan passa dig.';
    expect(forbiddenAdviceIn(nsaid)).toEqual([]);
    expect(forbiddenAdviceIn(nsaid, { pregnant: true })).toEqual(['mentions NSAIDs in pregnancy (CLINICAL §4)']);
  });

  it('names why for every match, once per entry', () => {
    const text = 'Gör en röntgen och prova akupunktur.';
    expect(forbiddenAdviceIn(text)).toEqual(['recommends imaging (NICE NG59)', 'recommends acupuncture (NICE NG59)']);
    expect(new Set(FORBIDDEN_ADVICE.map((f) => f.pattern.flags))).toEqual(new Set(['iu']));
  });
});
