import type { ReportProduct } from '../../shared/contracts/site';
import { formatKronor } from '../../shared/domain/money';
import { formatVatRate, vatIncluded } from '../../shared/domain/pricing';
import { cn } from '../lib/cn';

type Priced = Pick<ReportProduct, 'priceOre' | 'compareAtPriceOre' | 'vatRateBp'>;

/**
 * A product's price as the shop shows it: the struck-through ordinary price when there is a higher
 * one, the price, and the VAT it includes (with its amount when `vatAmount`). Money from the
 * product row, formatted as "250 kr".
 */
export function PriceTag({ product, size, vatAmount = false }: { product: Priced; size: 'lg' | 'xl'; vatAmount?: boolean }) {
  const before = product.compareAtPriceOre !== null && product.compareAtPriceOre > product.priceOre ? product.compareAtPriceOre : null;
  const vat = `inkl. ${formatVatRate(product.vatRateBp)} moms`;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      {before !== null && (
        <s className={cn('tabular text-muted-foreground', size === 'xl' ? 'text-xl' : 'text-lg')}>
          <span className="sr-only">Ordinarie pris </span>
          {formatKronor(before)}
        </s>
      )}
      <span className={cn('tabular font-bold text-foreground', size === 'xl' ? 'text-5xl' : 'text-3xl')}>{formatKronor(product.priceOre)}</span>
      <span className="text-muted-foreground">{vatAmount ? `${vat} (${formatKronor(vatIncluded(product.priceOre, product.vatRateBp))})` : vat}</span>
    </p>
  );
}
