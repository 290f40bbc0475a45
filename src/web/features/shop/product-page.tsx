import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, BookOpenCheck, Check, ChevronRight, Clock, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { Product } from '../../../shared/contracts/products';
import { formatKronor } from '../../../shared/domain/money';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AI_LETTER_EXPLAINED, AI_LETTER_LINE, questionnaireWords, type QuestionnaireWords } from '../../components/site-claims';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { isProductMissing, productQuery, savingOre } from './api';
import { ProductImage, ProductTags, ShopBadge } from './shop-page';
import { CareDisclaimer } from '../../components/feature-tiles';

/** The page's texts: the counts and duration from the served questions, AI only for the letter it writes when it is configured. */
function pageTexts(words: QuestionnaireWords | null, aiWriter: boolean) {
  const trust: { icon: LucideIcon; title: string; text: string }[] = [
    {
      icon: ShieldCheck,
      title: 'Säkert och enligt GDPR',
      text: 'Dina svar sparas bara med ditt samtycke, och du kan radera dem när du vill.',
    },
    {
      icon: Clock,
      title: 'Snabbt',
      text: words ? `Frågorna och rörelsetesterna tar ${words.duration}.` : 'Du svarar på frågorna hemma, i din egen takt.',
    },
    {
      icon: BookOpenCheck,
      title: 'Evidensbaserat',
      text: 'En självskattning som bygger på publicerade vårdriktlinjer för ryggsmärta. Ingen diagnos.',
    },
  ];
  const included = [
    'Personlig analys av dina svar och rörelsetester',
    ...(aiWriter ? [AI_LETTER_LINE] : []),
    'En plan i tre steg med övningar som passar dig',
    'Detaljerad PDF-rapport på 8–10 sidor',
    'Riskbedömning och prognos',
  ];
  const notes = [...(words ? [`Tar ${words.duration}`] : []), 'Inga dolda avgifter', 'Rapporten skickas till din e-post'];
  const steps = [
    {
      title: 'Svara på frågorna',
      text: words
        ? `${words.questions} om din smärta och din vardag, varav ${words.selfTests} som du gör hemma. Du behöver ingen utrustning.`
        : 'Frågor om din smärta och din vardag, med några enkla rörelsetester hemma. Du behöver ingen utrustning.',
    },
    { title: 'Se ditt resultat', text: 'Du får direkt veta om något behöver ses av vården, och en översikt av vad dina svar liknar.' },
    { title: 'Få din rapport', text: 'Efter köpet kommer rapporten som PDF till din e-post inom ett par minuter. Den finns också kvar på Mina sidor.' },
  ];
  return { trust, included, notes, steps };
}

export function ProductPage() {
  const { slug = '' } = useParams();
  const queryClient = useQueryClient();
  const product = useQuery(productQuery(slug, queryClient));
  usePageTitle(product.data?.name ?? (product.isError ? 'Produkt hittades inte' : 'Produkt'), undefined, product.data?.shortDescription);
  if (product.data) return <ProductDetails product={product.data} />;
  if (product.isError) {
    return <NotFound failed={!isProductMissing(product.error)} onRetry={() => void product.refetch()} retrying={product.isFetching} />;
  }
  return <Spinner label="Laddar produkten..." className="min-h-[50vh]" page />;
}

function ProductDetails({ product }: { product: Product }) {
  const { brandName, questionnaire, aiWriter } = useSiteInfo();
  const { trust, included, notes, steps } = pageTexts(questionnaireWords(questionnaire), aiWriter);
  const saving = savingOre(product);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6 sm:py-10">
      <nav aria-label="Brödsmulor">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          <li>
            <Link to="/butik" className="text-primary underline underline-offset-4 hover:text-primary-hover">
              Butik
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            {product.name}
          </li>
        </ol>
      </nav>

      {/* Reading order on a phone: picture, what it is and costs, then the reassurance; on wide screens the tiles sit under the picture. */}
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
        <div className="overflow-hidden rounded-2xl border border-border lg:col-start-1">
          <ProductImage product={product} className="aspect-[16/9] lg:aspect-[4/3]" />
        </div>

        <div className="flex flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {product.isFeatured && (
            <ShopBadge tone="featured" className="self-start">
              Populär
            </ShopBadge>
          )}
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{product.name}</h1>
          <p className="text-lg text-muted-foreground">{product.shortDescription}</p>
          <ProductTags tags={product.tags} />

          <div className="flex flex-col gap-1">
            <p className="flex flex-wrap items-baseline gap-x-3">
              {product.compareAtPrice !== null && saving !== null && (
                <s className="tabular text-xl text-muted-foreground">
                  <span className="sr-only">Ordinarie pris </span>
                  {formatKronor(product.compareAtPrice)}
                </s>
              )}
              <span className="tabular text-4xl font-bold sm:text-5xl">{formatKronor(product.price)}</span>
              <span className="text-muted-foreground">(inkl. moms)</span>
              {saving !== null && <ShopBadge tone="saving">Spara {formatKronor(saving)}</ShopBadge>}
            </p>
            <p className="text-muted-foreground">Engångsköp - ingen prenumeration</p>
          </div>

          <div className="flex flex-col gap-3 rounded-2xl border border-primary/25 bg-primary-soft/50 p-5">
            <h2 className="text-lg font-bold">Vad ingår i din rapport</h2>
            <ul className="flex flex-col gap-2">
              {included.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Check className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            {aiWriter && <p className="text-sm text-muted-foreground">{AI_LETTER_EXPLAINED}</p>}
          </div>

          <Button asChild variant="accent" size="lg" className="min-h-14 w-full text-xl">
            <Link to="/assessment">
              Starta din undersökning nu <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <ul aria-label="Bra att veta" className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {notes.map((note) => (
              <li key={note} className="flex items-center gap-1.5">
                <Check className="size-4 text-primary" aria-hidden="true" />
                {note}
              </li>
            ))}
          </ul>
        </div>

        <ul aria-label="Därför kan du känna dig trygg" className="grid gap-3 sm:grid-cols-3 lg:col-start-1 lg:grid-cols-1">
          {trust.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-col lg:flex-row">
              <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      {product.description && (
        <section aria-labelledby="about-heading" className="flex max-w-3xl flex-col gap-3">
          <h2 id="about-heading" className="text-2xl font-bold">
            Om produkten
          </h2>
          {/* Staff write the description as plain text: its line breaks are the paragraphs. */}
          <p className="whitespace-pre-line">{product.description}</p>
        </section>
      )}

      <section aria-labelledby="how-heading" className="flex flex-col gap-4">
        <h2 id="how-heading" className="text-2xl font-bold">
          Så här funkar det
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-border bg-surface p-5">
              <span className="tabular flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <CareDisclaimer brandName={brandName} />
      </section>
    </div>
  );
}

/** Spec: not found and a failed load show the same screen; a failed load also offers to try again. */
function NotFound({ failed, onRetry, retrying }: { failed: boolean; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">Produkt hittades inte</h1>
      <p className="text-muted-foreground">Den produkt du söker efter verkar inte finnas.</p>
      {failed && <p className="text-muted-foreground">Det kan också bero på ett tillfälligt fel. Kontrollera din anslutning och försök igen.</p>}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/butik">Tillbaka till butiken</Link>
        </Button>
        {failed && (
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            Försök igen
          </Button>
        )}
      </div>
    </div>
  );
}
