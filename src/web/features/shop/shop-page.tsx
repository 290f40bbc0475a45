import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Check, Clock, HeartHandshake, PackageOpen, PiggyBank, RotateCcw, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../shared/contracts/products';
import { formatKronor } from '../../../shared/domain/money';
import { PriceTag } from '../../components/price-tag';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../app/use-page-title';
import { PAGE_META } from '../../../shared/page-meta';
import { AI_LETTER_LINE, questionnaireWords, type QuestionnaireWords } from '../../components/site-claims';
import { useSiteInfo } from '../../app/site-info';
import { productCategoriesQuery, productsQuery, savingOre } from './api';
import { FeatureTiles, type FeatureTile } from '../../components/feature-tiles';

/** The ui Card's look, without its padding: the picture runs to the card's edges. */
const CARD = 'overflow-hidden rounded-2xl border border-border bg-surface shadow-sm';

/** Spec 9: the shop shows at most three tags per product. */
const MAX_TAGS = 3;

/** The card's list: the duration from the served questions, AI only for the letter it writes when it is configured. */
function benefits(words: QuestionnaireWords | null, aiWriter: boolean): string[] {
  return [
    'Personlig analys av dina svar',
    ...(words ? [`Frågorna tar ${words.duration}`] : []),
    ...(aiWriter ? [AI_LETTER_LINE] : []),
    'Plan i tre steg med övningar',
    'PDF-rapport till din e-post',
  ];
}

/** The reasons that name no count. */
const OTHER_REASONS: FeatureTile[] = [
  {
    icon: PiggyBank,
    title: 'Prisvärt',
    text: 'Ett engångsköp utan prenumeration. Bedömningen och översikten av ditt resultat är alltid gratis, så du vet vad du får innan du köper.',
  },
  {
    icon: HeartHandshake,
    title: 'Personligt',
    text: 'Rapporten utgår från just dina svar och rörelsetester: vilka mönster de liknar, din risk för långvariga besvär och övningar som passar dig.',
  },
];

function reasons(words: QuestionnaireWords | null): FeatureTile[] {
  return [
    {
      icon: Clock,
      title: 'Snabbt resultat',
      text: `${words ? `Du svarar på frågorna på ${words.duration}` : 'Du svarar på frågorna hemma'} och ser en översikt av ditt resultat direkt. Rapporten kommer inom ett par minuter efter köpet.`,
    },
    ...OTHER_REASONS,
  ];
}

export function ShopPage() {
  usePageTitle(PAGE_META['/butik']!.title, undefined, PAGE_META['/butik']!.description);
  const products = useQuery(productsQuery());
  // Spec: the categories are read only while the shop loads; fetched alongside, nothing waits on them failing.
  const categories = useQuery(productCategoriesQuery());
  const site = useSiteInfo();
  const words = questionnaireWords(site.questionnaire);
  return (
    <div>
      <section className="border-b border-border bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-10 sm:py-14">
          <p className="font-semibold text-primary">Självskattning av ryggsmärta</p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Vår butik</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Digitala hälsolösningar för din rygg: personliga, tydliga och byggda på aktuella vårdriktlinjer. Du gör bedömningen hemma, i din egen takt.
          </p>
        </div>
      </section>

      <section aria-labelledby="products-heading" className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        <h2 id="products-heading" className="sr-only">
          Produkter
        </h2>
        {products.isError ? (
          <ShopMessage icon={RotateCcw} title="Produkterna kunde inte hämtas">
            <p className="text-muted-foreground">Något gick fel när vi hämtade butiken. Kontrollera din anslutning och försök igen.</p>
            <Button onClick={() => void products.refetch()} disabled={products.isFetching}>
              <RotateCcw aria-hidden="true" /> Försök igen
            </Button>
          </ShopMessage>
        ) : products.isPending || categories.isPending ? (
          <LoadingCards />
        ) : products.data.length === 0 ? (
          <ShopMessage icon={PackageOpen} title="Inga produkter tillgängliga">
            <p className="text-muted-foreground">Vi arbetar på att lägga till fler produkter. Kom tillbaka snart!</p>
            <Button asChild variant="outline">
              <Link to="/">Tillbaka till startsidan</Link>
            </Button>
          </ShopMessage>
        ) : (
          <ul className={cn('grid gap-6', products.data.length > 1 && 'sm:grid-cols-2 xl:grid-cols-3')}>
            {products.data.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} wide={products.data.length === 1} benefits={benefits(words, site.aiWriter)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="reasons-heading" className="border-t border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:py-12">
          <h2 id="reasons-heading" className="text-2xl font-bold">
            Därför väljer du oss
          </h2>
          <FeatureTiles items={reasons(words)} />
        </div>
      </section>
    </div>
  );
}

/**
 * One product. `wide` (the shop holds a single product) lays picture and text side by side from
 * the md width, so one card does not sit narrow in a mostly empty grid.
 */
function ProductCard({ product, wide, benefits }: { product: Product; wide: boolean; benefits: string[] }) {
  const saving = savingOre(product);
  return (
    // Not the ui Card: its padding would frame the picture, which runs to the card's edges here.
    <article className={cn(CARD, 'flex w-full flex-col', wide && 'md:flex-row')}>
      <div className={cn('relative', wide && 'md:w-1/2 md:shrink-0')}>
        <ProductImage product={product} className={cn('aspect-[16/9]', wide && 'md:aspect-auto md:h-full md:min-h-80')} />
        {product.isFeatured && (
          <ShopBadge tone="featured" className="absolute left-4 top-4 shadow-sm">
            Populär
          </ShopBadge>
        )}
      </div>
      <div className={cn('flex flex-1 flex-col gap-4 p-5 sm:p-6', wide && 'lg:p-8')}>
        <div className="flex flex-col gap-2">
          <h3 className="text-xl font-bold">{product.name}</h3>
          <p className="text-muted-foreground">{product.shortDescription}</p>
        </div>
        <ProductTags tags={product.tags.slice(0, MAX_TAGS)} />
        <div className="flex flex-col items-start gap-2">
          <PriceTag product={{ priceOre: product.price, compareAtPriceOre: product.compareAtPrice, vatRateBp: product.vatRateBp }} size="lg" />
          {saving !== null && <ShopBadge tone="saving">Spara {formatKronor(saving)}</ShopBadge>}
        </div>
        <ul className="flex flex-col gap-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <Check className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <Button asChild variant="accent" size="lg" className={cn('mt-auto w-full', wide && 'md:w-auto md:self-start')}>
          <Link to={`/produkt/${product.slug}`}>
            Se produkten
            {/* Every card has this button: the product's name tells them apart in a list of links. */}
            <span className="sr-only">: {product.name}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** The spec's three placeholder cards while the shop loads; the shapes follow a real card, so nothing jumps. */
function LoadingCards() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Laddar produkterna...</span>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} data-testid="product-placeholder">
            <div className={cn(CARD, 'flex flex-col')}>
              <div className="aspect-[16/9] bg-muted motion-safe:animate-pulse" />
              <div className="flex flex-col gap-4 p-5 sm:p-6">
                <div className="h-6 w-2/3 rounded bg-muted motion-safe:animate-pulse" />
                <div className="h-4 w-full rounded bg-muted motion-safe:animate-pulse" />
                <div className="h-4 w-4/5 rounded bg-muted motion-safe:animate-pulse" />
                <div className="h-9 w-1/3 rounded bg-muted motion-safe:animate-pulse" />
                <div className="h-12 w-full rounded-lg bg-muted motion-safe:animate-pulse" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ShopMessage({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-start gap-4">
      <Icon className="size-8 text-primary" aria-hidden="true" />
      <h3 className="text-xl font-bold">{title}</h3>
      {children}
    </Card>
  );
}

const BADGE_TONES = {
  featured: 'bg-accent text-accent-foreground',
  saving: 'bg-primary-soft text-primary-hover',
  tag: 'bg-muted text-muted-foreground font-medium',
} as const;

/** A small label: the featured mark, the saving and the tags (the shop is the only place with badges so far). */
export function ShopBadge({ tone, className, children }: { tone: keyof typeof BADGE_TONES; className?: string; children: ReactNode }) {
  return <span className={cn('inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold', BADGE_TONES[tone], className)}>{children}</span>;
}

export function ProductTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Etiketter" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <ShopBadge tone="tag">{tag}</ShopBadge>
        </li>
      ))}
    </ul>
  );
}

/**
 * The product's picture, or a 'Personlig rapport' placeholder when it has none or the picture
 * cannot be loaded (the site's content policy allows only its own images, so an outside address fails).
 */
export function ProductImage({ product, className }: { product: Pick<Product, 'name' | 'imageUrl' | 'imageAlt'>; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (product.imageUrl && failed !== product.imageUrl) {
    const src = product.imageUrl;
    return (
      <img
        src={src}
        alt={product.imageAlt ?? product.name}
        loading="lazy"
        onError={() => setFailed(src)}
        className={cn('w-full bg-muted object-cover', className)}
      />
    );
  }
  return <ReportPlaceholder className={className} />;
}

/** A calm drawing of a report page (a title, lines of text and three score bars) in the house colours. */
function ReportPlaceholder({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="Personlig rapport: illustration av en rapportsida"
      className={cn('flex w-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary-soft via-info-soft to-background p-6', className)}
    >
      <div className="flex w-28 flex-col gap-1.5 rounded-lg border border-border bg-surface p-3 shadow-sm sm:w-32">
        <div className="h-2 w-2/3 rounded-full bg-primary" />
        <div className="h-1.5 w-full rounded-full bg-border" />
        <div className="h-1.5 w-5/6 rounded-full bg-border" />
        <div className="mt-1 h-2 w-4/5 rounded-full bg-primary/70" />
        <div className="h-2 w-1/2 rounded-full bg-primary/45" />
        <div className="h-2 w-3/5 rounded-full bg-accent/60" />
      </div>
      <span className="text-lg font-semibold tracking-wide text-primary-hover">Personlig rapport</span>
    </div>
  );
}
