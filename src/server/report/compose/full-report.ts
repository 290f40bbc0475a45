import type { Content } from 'pdfmake/interfaces';
import { PATTERN_NOTE, patternParagraphs, plainEvidenceSentences } from '../../../shared/content/pattern-texts';
import { formatDateLong } from '../../../shared/domain/dates';
import { URGENT_EXERCISE_CAVEAT } from '../../../shared/domain/scoring/advice';
import { AREA_LEVEL_LABELS, PATTERNS_HIDDEN_SENTENCES, STRENGTH_LABELS, type PatternsHidden } from '../../../shared/domain/scoring/presentation';
import type { Analysis, AreaLevel } from '../../../shared/domain/scoring/types';
import { drawFigure, type Drawing } from '../../../shared/figure/render';
import { PAIN_RULE, type Exercise } from '../content/exercise-catalogue';
import type { LifestyleSection } from '../content/lifestyle';
import type { PlanStep } from '../content/plan';
import { notBetterAfter } from '../content/course';
import { startLevel } from '../content/exercise-fit';
import type { PdfDocument } from '../render/render-pdf';
import { figureCanvas } from './figure';
import { bar, box, chapter, lead, levelRow, paragraphs, rule, section, together } from './blocks';
import { careOpening, safetyBox, safetyNet } from './care';
import { categoryLine, listedPatterns, placeholderValues, shownPatterns, summaryLead, type ReportModel } from './model';
import { factorLine, scoreBlock } from './score-block';
import { fillPlaceholders } from './placeholders';
import type { TemplateSlot } from './templates';
import { CARD_PADDING, COLORS, CONTENT_WIDTH, PAGE, STYLES } from './theme';
import { disclaimer, sourcesFor } from './sources';

/** What the plan, the exercises and the lifestyle chapter hold for this person (content/*). */
export interface ReportContent {
  plan: PlanStep[];
  exercises: Exercise[];
  lifestyle: LifestyleSection[];
}

const LEVEL_COLOR: Record<AreaLevel, string> = {
  low: COLORS.levelLow,
  moderate: COLORS.levelModerate,
  high: COLORS.levelHigh,
  unknown: COLORS.levelUnknown,
};

type Category = Analysis['categories'][number];

/** A chapter's opening kept on the same page as the first of what follows it. */
function keepFirst(opening: Content[], rest: Content[]): Content[] {
  const [first, ...others] = rest;
  return [together(...opening, ...(first ? [first] : [])), ...others];
}

/** Whether nothing on the pages may calm the reader (CLINICAL.md §1). */
const isCalm = (model: ReportModel) => model.facts.urgency !== 'urgent' && model.facts.urgency !== 'emergency';

/** The template's sections for a slot, placeholders filled, as a heading and paragraphs each. */
export function templateSections(model: ReportModel, slot: TemplateSlot, options: { headings: boolean }): Content[] {
  const values = placeholderValues(model);
  return model.template.sections
    .filter((s) => s.slot === slot)
    .flatMap((s) => {
      const body = paragraphs(fillPlaceholders(s.body, values));
      return options.headings && s.heading ? keepFirst([section(fillPlaceholders(s.heading, values))], body) : body;
    });
}

export function cover(model: ReportModel, title: string, subtitle: string): Content[] {
  return [
    { text: model.brandName, style: 'coverBrand', margin: [0, 24, 0, 64] },
    { text: title, style: 'coverTitle' },
    { text: subtitle, fontSize: 13, color: COLORS.muted, margin: [0, 10, 0, 28] },
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: 'Till', style: 'label' },
                { text: model.person.name, style: 'coverName', margin: [0, 2, 0, 12] },
                {
                  columns: [
                    {
                      stack: [
                        { text: 'Datum', style: 'label' },
                        { text: formatDateLong(model.date), style: 'coverMeta' },
                      ],
                    },
                    ...(model.orderNumber === null
                      ? []
                      : [
                          {
                            stack: [
                              { text: 'Ordernummer', style: 'label' },
                              { text: String(model.orderNumber), style: 'coverMeta' },
                            ],
                          },
                        ]),
                  ],
                },
              ],
            },
          ],
        ],
      },
      layout: 'box-info',
    },
    { text: 'Innehåll', style: 'label', margin: [0, 36, 0, 4] },
    { toc: { title: { text: '' }, numberStyle: { color: COLORS.muted } } },
    {
      text: 'Den här rapporten är en självskattning, inte en diagnos eller medicinsk rådgivning. Den bygger på dina egna svar.',
      style: 'small',
      absolutePosition: { x: PAGE.margins[0], y: PAGE.height - 110 },
    },
  ];
}

function summary(model: ReportModel): Content[] {
  const { analysis } = model;
  const shown = shownPatterns(analysis);
  return [
    // DESIGN.md: the red-flag advice, when present, comes first, boxed, before anything else.
    ...(analysis.redFlags.length > 0
      ? [{ text: '', pageBreak: 'before' as const }, ...safetyBox(analysis), chapter('Sammanfattning')]
      : [chapter('Sammanfattning', { newPage: true })]),
    lead(summaryLead(model)),
    // What the group means and its next step are said once, just below (the summary's text) and in the care chapter.
    scoreBlock(model, {
      scoreNote: 'av 100. Högre är bättre: en sammanfattning av dina svar, inget mått på hälsa.',
      scoreWidth: 170,
      riskFontSize: 18,
      riskMeaning: false,
      margin: [0, 4, 0, 14],
    }),
    ...(shown
      ? [
          { text: 'Dina svar liknar mest', style: 'label', margin: [0, 0, 0, 4] } as Content,
          { ol: listedPatterns(analysis).map((c) => ({ text: categoryLine(c), style: 'body', margin: [0, 0, 0, 2] })), margin: [0, 0, 0, 6] } as Content,
          ...(shown.factor ? [factorLine(shown.factor, [0, 0, 0, 6])] : []),
        ]
      : []),
    rule(),
    ...templateSections(model, 'summary', { headings: false }),
  ];
}

function care(model: ReportModel): Content[] {
  const opening = careOpening(model.analysis, model.facts);
  return keepFirst([chapter('När du ska söka vård'), lead(opening.lead), { text: opening.body, style: 'body' }], safetyNet(model.facts));
}

/** Where no pattern may be named: the fixed sentence in the chapter's place, and why (CLINICAL.md §2). */
const HIDDEN_CHAPTER: Record<PatternsHidden, string> = {
  care_first:
    'Några av dina svar är tecken som vården behöver undersöka först. Ett mönster i svaren skulle kunna ge en felaktig bild av vad besvären beror på, så rapporten visar inga mönster. De fem hälsoområdena nedan bygger på dina svar om smärta, rörlighet, tankar, sömn och vardag, och dem kan du gärna ta med till vården.',
  inflammatory:
    'Ett mönster i svaren skulle kunna ge en felaktig bild av vad besvären beror på, så rapporten visar inga mönster förrän en läkare har bedömt dig. De fem hälsoområdena nedan bygger på dina svar om smärta, rörlighet, tankar, sömn och vardag, och dem kan du gärna ta med till läkaren.',
};

function patterns(model: ReportModel): Content[] {
  const { analysis } = model;
  const calm = isCalm(model);
  const shown = shownPatterns(analysis);
  if (!shown) {
    const hidden = model.facts.patternsHidden ?? 'care_first';
    return [together(chapter('Dina mönster'), lead(PATTERNS_HIDDEN_SENTENCES[hidden]), { text: HIDDEN_CHAPTER[hidden], style: 'body' })];
  }
  const explain = (category: Category, heading: string): Content[] => {
    const because = plainEvidenceSentences(category.evidence);
    return [
      section(heading),
      ...patternParagraphs(category, { calm }).map((text): Content => ({ text, style: 'body' })),
      ...(because.length
        ? [
            { text: 'Därför', style: 'label', margin: [0, 2, 0, 3] } as Content,
            { ul: because.map((text) => ({ text, style: 'body', margin: [0, 0, 0, 2] })), markerColor: COLORS.primary, margin: [0, 0, 0, 8] } as Content,
          ]
        : []),
    ];
  };
  const barOf = (c: Category, words?: string) =>
    bar({
      label: c.label,
      words: words ?? STRENGTH_LABELS[c.strength],
      score: c.id === 'ospecifik' ? null : c.score,
      color: c.strength === 'clear' ? COLORS.primary : c.strength === 'some' ? '#4c9c94' : '#9cc9c3',
      showNumber: false,
    });
  const pain = [shown.main, ...shown.more];
  return [
    together(
      chapter('Dina mönster'),
      lead('Så mycket liknar dina svar de vanliga mönstren vid ryggbesvär. Längre stapel betyder fler och tydligare drag.'),
      ...pain.map((c) => barOf(c, c.id === 'ospecifik' ? 'inget annat sticker ut' : undefined)),
      ...(shown.factor ? [barOf(shown.factor, `${STRENGTH_LABELS[shown.factor.strength]}, påverkar smärtan`)] : []),
      ...shown.rest.map((c) => barOf(c)),
    ),
    { text: PATTERN_NOTE, style: 'small', margin: [0, 4, 0, 8] },
    ...explain(shown.main, `Mest likt: ${shown.main.label}`),
    ...(shown.more[0] ? explain(shown.more[0], `Också: ${shown.more[0].label}`) : []),
    ...(shown.factor ? explain(shown.factor, 'Det här påverkar också din smärta') : []),
  ];
}

/** A level's share of the bar: the areas are shown as levels in words and colour, never as numbers. */
const LEVEL_FILL: Record<AreaLevel, number | null> = { low: 1 / 3, moderate: 2 / 3, high: 1, unknown: null };

/** The areas with the most load in the person's answers, named: " Mest: sömn och återhämtning." */
function heaviest(analysis: Analysis): string {
  const order: AreaLevel[] = ['high', 'moderate'];
  for (const level of order) {
    const names = analysis.riskAreas.filter((a) => a.level === level).map((a) => a.label.toLowerCase());
    if (names.length) return ` Mest i dina svar: ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} och ${names[names.length - 1]}`}.`;
  }
  return '';
}

function areas(model: ReportModel): Content[] {
  return [
    {
      stack: [
        chapter('Fem hälsoområden'),
        lead(
          `Så mycket belastning eller besvär dina svar visar inom fem områden. Längre och varmare stapel betyder mer belastning.${heaviest(model.analysis)}`,
        ),
        ...areaRows(model.analysis),
      ],
      unbreakable: true,
    },
  ];
}

/** The five areas as level rows (words and colour, no numbers); the preview shows them too. */
export function areaRows(analysis: Analysis): Content[] {
  return analysis.riskAreas.map((a) =>
    levelRow({ label: a.label, words: AREA_LEVEL_LABELS[a.level], filled: LEVEL_FILL[a.level], color: LEVEL_COLOR[a.level] }),
  );
}

function letter(model: ReportModel): Content[] {
  const goal: Content[] = model.goal
    ? [
        box(
          'info',
          [
            { text: `”${model.goal}”`, style: 'body', italics: true },
            ...(model.texts.goalNote ? [{ text: model.texts.goalNote, style: 'body', margin: [0, 4, 0, 0] } as Content] : []),
          ],
          'Ditt mål, med dina egna ord',
          { unbreakable: true },
        ),
      ]
    : [];
  const body = [...templateSections(model, 'letter', { headings: false }), ...goal, ...ownNotes(model)];
  const signature: Content = { text: `Varma hälsningar\n${model.brandName}`, style: 'body', margin: [0, 8, 0, 0] };
  // The signature stays with what comes just before it, never alone at the top of a page.
  const last = body.pop();
  return [chapter('Ett brev till dig'), ...body, last ? together(last, signature) : signature];
}

/**
 * The person's own notes, word for word (content/notes.ts): for them to show a physiotherapist.
 * The report reads nothing in them, and says so.
 */
function ownNotes(model: ReportModel): Content[] {
  const notes = model.notes ?? [];
  if (notes.length === 0) return [];
  return [
    box(
      'soft',
      [
        {
          text: 'Det här skrev du själv i frågorna, ordagrant. Visa det gärna för en fysioterapeut. Råden i rapporten bygger på dina val i frågorna, inte på anteckningarna.',
          style: 'small',
          margin: [0, 0, 0, 4],
        },
        ...notes.map((n): Content => ({ text: [{ text: `${n.label}: `, bold: true }, `”${n.text}”`], style: 'body', margin: [0, 0, 0, 2] })),
      ],
      'Dina egna anteckningar',
      { unbreakable: true },
    ),
  ];
}

/** The plan's lead: its span in this person's weeks, and progress by response. */
function planLead(steps: PlanStep[]): string {
  const last = steps[2]?.weeks.replace(/^Vecka (\d+).*/, '$1');
  const span = last ? `De två första stegen tar ungefär ${Number(last) - 1} veckor` : 'Tre steg';
  return `${span}, i din egen takt: gå vidare när kroppen svarar bra, inte efter kalendern.`;
}

function plan(model: ReportModel, content: ReportContent): Content[] {
  const step = (s: PlanStep): Content =>
    box(
      'soft',
      [
        { text: `${s.weeks}. ${s.goal}`, fontSize: 9.5, bold: true, lineHeight: 1.3, margin: [0, 0, 0, 3] },
        ...(s.goalLink ? [{ text: s.goalLink, fontSize: 9.2, italics: true, lineHeight: 1.3, color: COLORS.primary, margin: [0, 0, 0, 3] } as Content] : []),
        { ul: s.actions.map((text) => ({ text, fontSize: 9.2, lineHeight: 1.3, margin: [0, 0, 0, 1.5] })), markerColor: COLORS.primary },
      ],
      s.title,
    );
  // What to do this week first, then the three steps it starts.
  return keepFirst(
    [chapter('Din plan i tre steg'), lead(planLead(content.plan))],
    [...templateSections(model, 'recommendations', { headings: true }), ...content.plan.map(step)],
  );
}

const CARD_TEXT = { fontSize: 8.6, lineHeight: 1.25 } as const;

/** The card's inner width: the text width less the card's padding (theme.ts, layout 'card'). */
const CARD_INNER = CONTENT_WIDTH - 2 * CARD_PADDING;
const CARD_GAP = 14;

/**
 * The largest box an exercise drawing is fitted into, in points; the drawing is cut to what it
 * draws. Lying and kneeling movements fill the width (about two thirds of the text width), standing
 * and sitting ones the height (a standing person about 4.5 cm tall). `scale` caps the size of the
 * person (points per percent of standing height), so a single lying pose is not drawn larger than
 * the people on the other cards.
 */
export const EXERCISE_DRAWING_BOX = { width: Math.round(CONTENT_WIDTH * 0.66), height: 140, scale: 1.8 } as const;

export const exerciseDrawing = (exercise: Exercise): Drawing =>
  drawFigure(exercise.illustration.poses, {
    ...exercise.illustration.options,
    width: EXERCISE_DRAWING_BOX.width,
    height: EXERCISE_DRAWING_BOX.height,
    maxScale: EXERCISE_DRAWING_BOX.scale,
    crop: true,
  });

/** Inter's line box (ascender less descender) in ems, as pdfmake sets a line. */
const INTER_LINE = 1.21;
/** Inter's mean advance with the space a line loses where it breaks between words, in ems (measured on the cards). */
const INTER_ADVANCE = 0.5;

/** A rough height in points of a block of a card's text in a column this wide. */
function estimatedHeight(block: CardBlock, width: number): number {
  const lines = (text: string, w: number, size: number) => Math.max(1, Math.ceil((text.length * INTER_ADVANCE * size) / w));
  const size = CARD_TEXT.fontSize;
  const line = size * CARD_TEXT.lineHeight * INTER_LINE;
  switch (block.kind) {
    case 'title':
      return lines(block.text, width, 12.5) * 12.5 * INTER_LINE + 3;
    case 'list':
      return block.items.reduce((sum, item) => sum + lines(item, width - 14, size) * line, 0) + 3;
    case 'text':
      return lines(block.text, width, size) * line + 2.5;
  }
}

type CardBlock = { kind: 'title' | 'text'; text: string; content: Content } | { kind: 'list'; items: string[]; content: Content };

/**
 * An exercise card (DESIGN.md): the drawing, then how, how many, what it should feel like and
 * when to stop. The rule for pain during exercise is said once, above the cards; the stop rule of
 * CLINICAL.md §4 stays on every card. The drawing stands at the top left; beside it as much of the
 * text as fills its height (at least the name and what it is for), the rest below at full width,
 * so a large drawing costs little more room than a small one did.
 */
function exerciseCard(exercise: Exercise, urgent: boolean): Content {
  const drawing = exerciseDrawing(exercise);
  const feel = exercise.feel.replace(PAIN_RULE, '').trim();
  const labelled = (label: string, text: string, color?: string): CardBlock => ({
    kind: 'text',
    text: label + text,
    content: { text: [{ text: label, bold: true, ...(color ? { color } : {}) }, text], ...CARD_TEXT, margin: [0, 0, 0, 2] },
  });
  const blocks: CardBlock[] = [
    { kind: 'title', text: exercise.name, content: { text: exercise.name, style: 'cardTitle' } },
    // Why this card: for this person where their answers say (exercise-personal.ts), else in general.
    exercise.forYou
      ? {
          kind: 'text',
          text: `För dig: ${exercise.forYou}`,
          content: { text: [{ text: 'För dig: ', bold: true }, exercise.forYou], ...CARD_TEXT, margin: [0, 0, 0, 3] },
        }
      : { kind: 'text', text: exercise.purpose, content: { text: exercise.purpose, ...CARD_TEXT, color: COLORS.muted, margin: [0, 0, 0, 3] } },
    ...(urgent
      ? [
          {
            kind: 'text',
            text: URGENT_EXERCISE_CAVEAT,
            content: { text: URGENT_EXERCISE_CAVEAT, bold: true, color: COLORS.danger, ...CARD_TEXT, margin: [0, 0, 0, 3] },
          } as CardBlock,
        ]
      : []),
    { kind: 'list', items: exercise.steps, content: { ol: exercise.steps.map((step) => ({ text: step, ...CARD_TEXT })), margin: [0, 0, 0, 3] } },
    labelled('Hur mycket: ', exercise.dosage),
    ...(feel ? [labelled('Så ska det kännas: ', feel)] : []),
    labelled('Sluta om: ', exercise.stop, COLORS.danger),
  ];
  // How many of the first blocks go beside the drawing: the split that makes the card lowest.
  const besideWidth = CARD_INNER - drawing.width - CARD_GAP;
  const heightWith = (n: number) => {
    const beside = blocks.slice(0, n).reduce((sum, b) => sum + estimatedHeight(b, besideWidth), 0);
    const below = blocks.slice(n).reduce((sum, b) => sum + estimatedHeight(b, CARD_INNER), 0);
    return Math.max(drawing.height, beside) + (below ? 6 + below : 0);
  };
  let split = 2;
  for (let n = 3; n <= blocks.length; n++) if (heightWith(n) < heightWith(split)) split = n;
  const content = (b: CardBlock) => b.content;
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              {
                columns: [
                  { width: drawing.width, ...figureCanvas(drawing, drawing.width) },
                  { width: '*', stack: blocks.slice(0, split).map(content) },
                ],
                columnGap: CARD_GAP,
              },
              ...(split < blocks.length ? [{ stack: blocks.slice(split).map(content), margin: [0, 6, 0, 0] } as Content] : []),
            ],
          },
        ],
      ],
    },
    layout: 'card',
    unbreakable: true,
    margin: [0, 0, 0, 8],
  };
}

const DAILY = {
  gentle: 'Börja med den minsta mängden på varje kort: en liten stund varje dag räcker.',
  active: 'Korten kommer utöver din vanliga träning, som du håller i lägre dos en tid.',
  usual: 'En liten stund varje dag räcker.',
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const COUNT = ['', 'en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio', 'tio'];

/** How many cards, and how many start easier after the self-tests. */
function exercisesLead(cards: Exercise[]): string {
  const easy = cards.filter((e) => e.level === 'easy').length;
  const variants = easy
    ? ` ${easy === 1 ? 'En av dem är en lättare variant' : `${capital(COUNT[easy] ?? String(easy))} av dem är lättare varianter`}, utifrån hur det gick i dina självtester.`
    : '';
  return `Här är dina ${COUNT[cards.length] ?? cards.length} övningar, i den ordning stegen i planen kommer.${variants}`;
}

function exercises(model: ReportModel, content: ReportContent): Content[] {
  const urgent = model.facts.urgency === 'urgent';
  const cards = [...content.exercises].sort((a, b) => a.step - b.step).map((e) => exerciseCard(e, urgent));
  return keepFirst(
    [
      chapter('Dina övningar'),
      lead(
        urgent
          ? 'Börja med övningarna först när vården har bedömt dig. Sedan: en liten stund varje dag, i den ordning stegen kommer.'
          : `${exercisesLead(content.exercises)} ${DAILY[startLevel(model.facts)]} ${PAIN_RULE}`,
      ),
    ],
    cards,
  );
}

/** What in the person's answers weighs most of sleep, stress, work and activity. */
function lifestyleLead(f: ReportModel['facts']): string {
  const heavy = [
    f.sleep === 'poor' ? 'sömnen' : null,
    f.stress !== null && f.stress >= 7 ? 'stressen' : null,
    f.workType === 'sick_leave' ? 'vägen tillbaka till arbetet' : null,
    f.activityLevel === 'low' ? 'att komma i gång med rörelse' : null,
  ].filter((x): x is string => x !== null);
  if (heavy.length)
    return `Sömn, stress, arbete och rörelse påverkar hur ryggen känns. I dina svar väger ${heavy.length === 1 ? heavy[0] : `${heavy.slice(0, -1).join(', ')} och ${heavy[heavy.length - 1]}`} tyngst.`;
  return 'Sömn, stress, arbete och rörelse påverkar hur ryggen känns, och i dina svar finns en bra grund att bygga på.';
}

function lifestyle(content: ReportContent, facts: ReportModel['facts']): Content[] {
  const topic = (t: LifestyleSection | undefined): Content =>
    t ? { stack: [{ text: t.heading, font: 'InterSemiBold', fontSize: 11.5, margin: [0, 0, 0, 3] }, ...paragraphs(t.text)] } : { text: '' };
  const rows: Content[] = [];
  for (let i = 0; i < content.lifestyle.length; i += 2) {
    rows.push({ columns: [topic(content.lifestyle[i]), topic(content.lifestyle[i + 1])], columnGap: 18, margin: [0, 0, 0, 6], unbreakable: true });
  }
  return keepFirst([chapter('Livsstil'), lead(lifestyleLead(facts))], rows);
}

function prognosis(model: ReportModel): Content[] {
  const [first, ...rest] = templateSections(model, 'prognosis', { headings: false });
  return [{ stack: [chapter('Så brukar det gå'), ...(first ? [first] : [])], unbreakable: true }, ...rest];
}

/**
 * Said only in a report whose personal texts the AI writer wrote, and precisely what it wrote
 * (decision 0017): never the clinical texts.
 */
export const AI_WRITER_NOTE =
  'De personliga styckena i brevet och meningarna vid ditt mål är skrivna med hjälp av AI, utifrån dina svar men utan ditt namn eller det du skrev själv, och kontrollerade mot våra regler. Allt annat i rapporten, som råden om vård, mönstren, planen och övningarna, är texter som vi har skrivit och granskat.';

function closing(model: ReportModel): Content[] {
  const extra = templateSections(model, 'closing', { headings: true });
  return [
    ...(extra.length ? [chapter('Till sist'), ...extra] : []),
    {
      stack: [
        chapter('Bra att veta'),
        ...paragraphs(disclaimer(model.brandName, { notBetterAfter: notBetterAfter(model.facts) })),
        ...(model.writer === 'ai' ? paragraphs(AI_WRITER_NOTE) : []),
      ],
      unbreakable: true,
    },
    together(
      section('Källor'),
      { text: `${sourcesFor(model).join('. ')}.`, fontSize: 8.5, lineHeight: 1.35, color: COLORS.muted, margin: [0, 0, 0, 8] },
      {
        text: `${model.contact.companyName}, org.nr ${model.contact.orgNumber}, ${model.contact.address}. Frågor om rapporten: ${model.contact.supportEmail}${model.orderNumber === null ? '' : `, ange ordernummer ${model.orderNumber}`}.`,
        style: 'small',
      },
    ),
  ];
}

/** The full report (8–10 pages), as a document definition: plain data, rendered elsewhere. */
export function composeFullReport(model: ReportModel, content: ReportContent): PdfDocument {
  const emergency = model.facts.urgency === 'emergency';
  return {
    definition: {
      info: {
        title: `${model.brandName}: personlig ryggrapport`,
        author: model.brandName,
        subject: model.orderNumber === null ? 'Personlig ryggrapport' : `Ordernummer ${model.orderNumber}`,
        creator: model.brandName,
      },
      language: 'sv-SE',
      pageSize: 'A4',
      pageMargins: PAGE.margins,
      defaultStyle: { font: 'Inter', fontSize: 10.5, color: COLORS.foreground },
      styles: STYLES,
      content: [
        ...cover(model, 'Din personliga ryggrapport', 'Analys, plan i tre steg och övningar utifrån dina svar'),
        ...summary(model),
        ...care(model),
        ...(emergency ? [] : [...patterns(model), ...areas(model)]),
        ...letter(model),
        ...(emergency ? [] : [...plan(model, content), ...exercises(model, content), ...lifestyle(content, model.facts)]),
        ...prognosis(model),
        ...closing(model),
      ],
    },
    footer: {
      left: `${model.brandName} · personlig ryggrapport${model.orderNumber === null ? '' : ` · ordernummer ${model.orderNumber}`}`,
      pageLabel: 'Sida {page} av {pages}',
    },
  };
}
