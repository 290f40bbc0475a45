import type { ReactNode } from 'react';
import { ArrowRight, Check, FileText, FlaskConical, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatKronor } from '../../../shared/domain/money';
import { PriceTag } from '../../components/price-tag';
import { Button } from '../../components/ui/button';
import { AI_LETTER_LINE, questionnaireWords, type QuestionnaireWords } from '../../components/site-claims';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { PAGE_META } from '../../../shared/page-meta';
import { HeroIllustration } from './hero-illustration';
import { CareDisclaimer, FeatureTiles } from '../../components/feature-tiles';

const BLURBS = [
  {
    icon: FlaskConical,
    title: 'Evidensbaserad',
    text: 'Frågorna och råden bygger på aktuell forskning och vårdriktlinjer om ländryggssmärta. Vi säger vad dina svar liknar, aldrig mer än så.',
  },
  {
    icon: ShieldCheck,
    title: 'Säker och privat',
    text: 'Dina svar är hälsouppgifter. Vi sparar dem bara med ditt samtycke, krypterar trafiken och säljer aldrig data. Du kan radera allt när du vill.',
  },
  {
    icon: FileText,
    title: 'Detaljerad rapport',
    text: '8–10 sidor om vad dina svar liknar, din risk för långvariga besvär, fem hälsoområden och ett träningsprogram i tre steg utifrån dina svar.',
  },
];

/** The list under "Det här kan du förvänta dig": the counts from the served questions, AI only when it writes the letter. */
function expectations(words: QuestionnaireWords | null, aiWriter: boolean): string[] {
  return [
    words ? `${words.selfTests} du gör hemma` : 'Enkla rörelsetester du gör hemma',
    ...(words ? [`Tar ${words.duration}`] : []),
    'Tydliga instruktioner steg för steg',
    'Ingen utrustning behövs',
    'En personlig analys av dina svar',
    ...(aiWriter ? [AI_LETTER_LINE] : []),
    'Ett personligt träningsprogram',
    'En förklaring av ditt smärtmönster',
    'Rapport som PDF att ladda ner',
  ];
}

/** `resume` is the assessment's resume card, composed in by app/ (features do not import each other). */
export function LandingPage({ resume }: { resume?: ReactNode }) {
  const { brandName, reportProduct: product, questionnaire, aiWriter } = useSiteInfo();
  const words = questionnaireWords(questionnaire);
  usePageTitle(PAGE_META['/']!.title, brandName, PAGE_META['/']!.description);
  return (
    <div>
      <section className="border-b border-border bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col gap-5">
            {resume}
            <p className="font-semibold text-primary">Självskattning av ryggsmärta</p>
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Förstå din ryggsmärta – och vad du kan göra åt den</h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              {words
                ? `Svara på ${words.questions}, varav ${words.selfTests} som du gör hemma. Det tar ${words.duration}.`
                : 'Svara på frågorna och gör några enkla rörelsetester hemma.'}{' '}
              Du får direkt veta om något behöver ses av vården, och kan få en personlig rapport med ett träningsprogram.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" variant="accent">
                <Link to="/assessment">
                  Starta bedömningen <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/how-it-works">Så fungerar det</Link>
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              Grundbedömningen är gratis.{product && ` Den personliga rapporten kostar ${formatKronor(product.priceOre)}.`}
            </p>
          </div>
          <HeroIllustration className="mx-auto w-full max-w-sm" />
        </div>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="why-heading" className="sr-only">
          Därför {brandName}
        </h2>
        <FeatureTiles items={BLURBS} boxed />
      </section>

      <section aria-labelledby="price-heading" className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 lg:grid-cols-2">
        <div className="flex flex-col gap-4 rounded-2xl border-2 border-primary bg-surface p-6 sm:p-8">
          <h2 id="price-heading" className="text-2xl font-bold">
            Din personliga ryggrapport
          </h2>
          {product ? (
            <>
              <PriceTag product={product} size="xl" />
              <p className="text-muted-foreground">Engångsköp, ingen prenumeration. Du svarar först och bestämmer sedan om du vill köpa rapporten.</p>
            </>
          ) : (
            <p className="text-muted-foreground">Rapporten går inte att köpa just nu. Bedömningen och översikten av ditt resultat är gratis som vanligt.</p>
          )}
          <Button asChild size="lg" variant="accent" className="w-full sm:w-auto sm:self-start">
            <Link to="/assessment">
              Starta bedömningen <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {product && <p className="text-sm text-muted-foreground">Betala med Klarna eller kort. Säker betalning med SSL.</p>}
        </div>
        <div className="flex flex-col gap-4 p-2 sm:p-4">
          <h2 className="text-2xl font-bold">Det här kan du förvänta dig</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {expectations(words, aiWriter).map((item) => (
              <li key={item} className="flex items-start gap-3">
                <Check className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <CareDisclaimer brandName={brandName} />
        </div>
      </section>
    </div>
  );
}
