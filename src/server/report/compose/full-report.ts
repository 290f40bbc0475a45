import type { Content } from 'pdfmake/interfaces';
import { PATTERN_NOTE, patternParagraphs, plainEvidenceSentences } from '../../../shared/content/pattern-texts';
import { formatDateLong } from '../../../shared/domain/dates';
import { URGENT_EXERCISE_CAVEAT } from '../../../shared/domain/scoring/advice';
import {
  AREA_LEVEL_LABELS,
  AREA_SCALE_NOTE,
  RISK_GROUP_HEADING,
  RISK_GROUP_LABELS,
  RISK_GROUP_MEANING,
  RISK_GROUP_UNCERTAIN,
  STRENGTH_LABELS,
  ryggScore,
} from '../../../shared/domain/scoring/presentation';
import type { AreaLevel, CategoryId } from '../../../shared/domain/scoring/types';
import { drawFigure } from '../../../shared/figure/render';
import { PAIN_RULE, type Exercise } from '../content/exercises';
import type { LifestyleSection } from '../content/lifestyle';
import type { PlanStep } from '../content/plan';
import type { PdfDocument } from '../render/render-pdf';
import { figureCanvas } from './figure';
import { bar, box, chapter, lead, paragraphs, rule, section, together } from './blocks';
import { adviceBoxes, safetyNet } from './care';
import { backScoreText, categoryLine, placeholderValues, resemblance, type ReportModel } from './model';
import { fillPlaceholders } from './placeholders';
import type { TemplateSlot } from './templates';
import { COLORS, PAGE, STYLES } from './theme';
import { SOURCES, disclaimer } from './sources';

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
                    {
                      stack: [
                        { text: 'Rapportnummer', style: 'label' },
                        { text: model.reportNumber, style: 'coverMeta' },
                      ],
                    },
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
  const score = ryggScore(model.analysis);
  const { analysis, facts } = model;
  const calm = isCalm(model);
  const top = analysis.categories.filter((c) => c.id !== 'emotionell').slice(0, 3);
  return [
    // DESIGN.md: the red-flag advice, when present, comes first, boxed, before anything else.
    ...(analysis.redFlags.length > 0
      ? [{ text: '', pageBreak: 'before' as const }, ...adviceBoxes(analysis), chapter('Sammanfattning')]
      : [chapter('Sammanfattning', { newPage: true })]),
    lead(`${resemblance(facts)}. ${RISK_GROUP_HEADING}: ${RISK_GROUP_LABELS[analysis.riskGroup]}.`),
    {
      columns: [
        {
          width: 170,
          stack: [
            { text: 'Ditt ryggvärde', style: 'label' },
            { text: score === null ? '–' : String(score), style: 'big' },
            {
              text: score === null ? backScoreText(analysis) : 'av 100. Högre är bättre: en sammanfattning av dina svar, inget mått på hälsa.',
              style: 'small',
            },
          ],
        },
        {
          width: '*',
          stack: [
            { text: RISK_GROUP_HEADING, style: 'label' },
            { text: RISK_GROUP_LABELS[analysis.riskGroup], font: 'InterSemiBold', fontSize: 18, color: COLORS.foreground, margin: [0, 2, 0, 4] },
            ...(calm ? [{ text: RISK_GROUP_MEANING[analysis.riskGroup], style: 'small' }] : []),
            ...(analysis.riskGroupComplete ? [] : [{ text: RISK_GROUP_UNCERTAIN, style: 'small', italics: true }]),
          ],
        },
      ],
      columnGap: 20,
      margin: [0, 4, 0, 14],
    },
    { text: 'Dina svar liknar mest', style: 'label', margin: [0, 0, 0, 4] },
    { ol: top.map((c) => ({ text: categoryLine(c), style: 'body', margin: [0, 0, 0, 2] })), margin: [0, 0, 0, 10] },
    rule(),
    ...templateSections(model, 'summary', { headings: false }),
  ];
}

function care(model: ReportModel): Content[] {
  const flags = model.analysis.redFlags.length > 0;
  return [
    ...keepFirst(
      [
        chapter('När du ska söka vård'),
        lead(
          flags
            ? 'Dina svar innehåller tecken som vården behöver bedöma: följ råden i början av rapporten först, före övningarna. Håll också koll på tecknen nedan.'
            : 'Inget i dina svar tyder på att du behöver söka vård nu, men håll koll på tecknen nedan.',
        ),
      ],
      safetyNet(model.facts),
    ),
  ];
}

function patterns(model: ReportModel): Content[] {
  const { analysis } = model;
  const calm = isCalm(model);
  const cut = analysis.categories.findIndex((c) => c.id === 'ospecifik');
  const standing = analysis.categories.slice(0, Math.max(0, cut)).filter((c) => c.id !== 'emotionell');
  const explained: CategoryId[] = standing.length > 0 ? standing.slice(0, 2).map((c) => c.id) : ['ospecifik'];
  const factor = analysis.categories.slice(0, Math.max(0, cut)).find((c) => c.id === 'emotionell');
  const explain = (id: CategoryId, heading: string): Content[] => {
    const category = analysis.categories.find((c) => c.id === id);
    if (!category) return [];
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
  return [
    together(
      chapter('Dina mönster'),
      lead('Så mycket liknar dina svar vart och ett av åtta vanliga mönster vid ryggbesvär. Längre stapel betyder fler och tydligare drag.'),
      ...analysis.categories.map((c) =>
        bar({
          label: c.label,
          words: c.id === 'ospecifik' ? (cut === 0 ? 'inget annat sticker ut' : '') : STRENGTH_LABELS[c.strength],
          score: c.id === 'ospecifik' ? null : c.score,
          color: c.strength === 'clear' ? COLORS.primary : c.strength === 'some' ? '#4c9c94' : '#9cc9c3',
          showNumber: false,
        }),
      ),
    ),
    { text: PATTERN_NOTE, style: 'small', margin: [0, 4, 0, 8] },
    ...explained.flatMap((id, i) =>
      explain(
        id,
        i === 0
          ? `Mest likt: ${analysis.categories.find((c) => c.id === id)?.label ?? ''}`
          : `Också: ${analysis.categories.find((c) => c.id === id)?.label ?? ''}`,
      ),
    ),
    ...(factor ? explain('emotionell', 'Det här påverkar också din smärta') : []),
  ];
}

function areas(model: ReportModel): Content[] {
  return [
    {
      stack: [
        chapter('Fem hälsoområden'),
        lead(AREA_SCALE_NOTE),
        ...model.analysis.riskAreas.map((a) =>
          bar({ label: a.label, words: AREA_LEVEL_LABELS[a.level], score: a.level === 'unknown' ? null : a.score, color: LEVEL_COLOR[a.level] }),
        ),
      ],
      unbreakable: true,
    },
  ];
}

function letter(model: ReportModel): Content[] {
  return [
    chapter('Ett brev till dig'),
    ...templateSections(model, 'letter', { headings: false }),
    ...(model.goal
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
      : []),
    { text: `Varma hälsningar\n${model.brandName}`, style: 'body', margin: [0, 8, 0, 0] },
  ];
}

function plan(model: ReportModel, content: ReportContent): Content[] {
  const step = (s: PlanStep): Content =>
    box(
      'soft',
      [
        { text: `${s.weeks}. ${s.goal}`, fontSize: 9.5, bold: true, lineHeight: 1.3, margin: [0, 0, 0, 3] },
        { ul: s.actions.map((text) => ({ text, fontSize: 9.2, lineHeight: 1.3, margin: [0, 0, 0, 1.5] })), markerColor: COLORS.primary },
      ],
      s.title,
      { unbreakable: true },
    );
  return [
    ...keepFirst(
      [chapter('Din plan i tre steg'), lead('Tre steg, i din egen takt: gå vidare när kroppen svarar bra, inte efter kalendern.')],
      content.plan.map(step),
    ),
    ...templateSections(model, 'recommendations', { headings: true }),
  ];
}

const CARD_TEXT = { fontSize: 8.6, lineHeight: 1.25 } as const;

/**
 * An exercise card (DESIGN.md): the drawing beside how, how many, what it should feel like and
 * when to stop. The rule for pain during exercise is said once, above the cards; the stop rule of
 * CLINICAL.md §4 stays on every card.
 */
function exerciseCard(exercise: Exercise, urgent: boolean): Content {
  const drawing = drawFigure(exercise.illustration.poses, { ...exercise.illustration.options, width: 360, height: 200 });
  const feel = exercise.feel.replace(PAIN_RULE, '').trim();
  return {
    table: {
      widths: [124, '*'],
      body: [
        [
          { ...figureCanvas(drawing, 124), margin: [0, 6, 0, 0] },
          {
            stack: [
              { text: exercise.name, style: 'cardTitle' },
              { text: exercise.purpose, ...CARD_TEXT, color: COLORS.muted, margin: [0, 0, 0, 3] },
              ...(urgent ? [{ text: URGENT_EXERCISE_CAVEAT, bold: true, color: COLORS.danger, ...CARD_TEXT, margin: [0, 0, 0, 3] } as Content] : []),
              { ol: exercise.steps.map((text) => ({ text, ...CARD_TEXT })), margin: [0, 0, 0, 3] },
              { text: [{ text: 'Hur mycket: ', bold: true }, exercise.dosage], ...CARD_TEXT, margin: [0, 0, 0, 2] },
              ...(feel ? [{ text: [{ text: 'Så ska det kännas: ', bold: true }, feel], ...CARD_TEXT, margin: [0, 0, 0, 2] } as Content] : []),
              { text: [{ text: 'Sluta om: ', bold: true, color: COLORS.danger }, exercise.stop], ...CARD_TEXT },
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

function exercises(model: ReportModel, content: ReportContent): Content[] {
  const urgent = model.facts.urgency === 'urgent';
  const cards = [...content.exercises].sort((a, b) => a.step - b.step).map((e) => exerciseCard(e, urgent));
  return keepFirst(
    [
      chapter('Dina övningar'),
      lead(
        urgent
          ? 'Börja med övningarna först när vården har bedömt dig. Sedan: en liten stund varje dag, i den ordning stegen kommer.'
          : `En liten stund varje dag räcker, i den ordning stegen i planen kommer. ${PAIN_RULE}`,
      ),
    ],
    cards,
  );
}

function lifestyle(content: ReportContent): Content[] {
  const topic = (t: LifestyleSection | undefined): Content =>
    t ? { stack: [{ text: t.heading, font: 'InterSemiBold', fontSize: 11.5, margin: [0, 0, 0, 3] }, ...paragraphs(t.text)] } : { text: '' };
  const rows: Content[] = [];
  for (let i = 0; i < content.lifestyle.length; i += 2) {
    rows.push({ columns: [topic(content.lifestyle[i]), topic(content.lifestyle[i + 1])], columnGap: 18, margin: [0, 0, 0, 6], unbreakable: true });
  }
  return keepFirst([chapter('Livsstil'), lead('Sömn, stress, arbete och rörelse påverkar hur ryggen känns och hur fort den blir bättre.')], rows);
}

function prognosis(model: ReportModel): Content[] {
  const [first, ...rest] = templateSections(model, 'prognosis', { headings: false });
  return [{ stack: [chapter('Så brukar det gå'), ...(first ? [first] : [])], unbreakable: true }, ...rest];
}

function closing(model: ReportModel): Content[] {
  const extra = templateSections(model, 'closing', { headings: true });
  return [
    ...(extra.length ? [chapter('Till sist'), ...extra] : []),
    { stack: [chapter('Bra att veta'), ...paragraphs(disclaimer(model.brandName))], unbreakable: true },
    together(
      section('Källor'),
      { text: `${SOURCES.join('. ')}.`, fontSize: 8.5, lineHeight: 1.35, color: COLORS.muted, margin: [0, 0, 0, 8] },
      {
        text: `${model.contact.companyName}, org.nr ${model.contact.orgNumber}, ${model.contact.address}. Frågor om rapporten: ${model.contact.supportEmail}. Rapportnummer ${model.reportNumber}.`,
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
      info: { title: `${model.brandName}: personlig ryggrapport`, author: model.brandName, subject: `Rapport ${model.reportNumber}`, creator: model.brandName },
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
        ...(emergency ? [] : [...plan(model, content), ...exercises(model, content), ...lifestyle(content)]),
        ...prognosis(model),
        ...closing(model),
      ],
    },
    footer: { left: `${model.brandName} · personlig ryggrapport · ${model.reportNumber}`, pageLabel: 'Sida {page} av {pages}' },
  };
}
