import { FileCheck, FileDown, FileText, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { PaymentReviewState } from '../../../shared/contracts/assessment';
import { PaymentDeclined, PaymentUnderReview } from '../../components/payment-review';
import { DownloadButton } from '../../components/download-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { fallbackReportFileName } from '../../../shared/domain/report-file-names';
import { takesSentence, useQuestionnaireWords } from '../../components/site-claims';
import { useSiteInfo } from '../../app/site-info';
import { useEndTestReview } from '../checkout/api';
import { reportFiles, useReportDownload } from '../reports/api';
import { PurchaseCard } from './purchase-card';

/** The spec's PDF failure texts. */
const PDF_FAILED = { title: 'PDF-genereringsfel', fallback: 'Fel: Kunde inte generera rapporten. Försök igen.' };

interface OfferProps {
  assessmentId: string;
  userId: string;
  urgent: boolean;
  /** The full report is paid: it is downloaded here instead of bought. */
  paid: boolean;
  /** A payment held for review (no purchase offered meanwhile), or declined by that review. */
  payment?: PaymentReviewState | null;
}

/**
 * The full report and the free preview. Never shown with an emergency sign or with too few answers.
 * The price is the product row's (site details); without an active product the report is not for sale.
 * Each download counts down while the PDF is made (spec: 10 s).
 */
export function OfferCards({ assessmentId, userId, urgent, paid, payment = null }: OfferProps) {
  const { reportProduct: product, payments } = useSiteInfo();
  const endReview = useEndTestReview(userId);
  const download = useReportDownload(userId);
  const pendingKind = download.isPending ? download.variables?.fallbackName : undefined;
  const get = (kind: 'preview' | 'full') =>
    download.mutate(
      {
        fetch: () => (kind === 'full' ? reportFiles.full(assessmentId) : reportFiles.preview(assessmentId)),
        fallbackName: fallbackReportFileName(kind),
      },
      {
        onSuccess: () => toast({ title: 'Rapporten är nedladdad', description: 'PDF-filen finns bland dina hämtade filer.', variant: 'success' }),
        onError: (err) => toast({ title: PDF_FAILED.title, description: errorMessage(err, PDF_FAILED.fallback), variant: 'destructive' }),
      },
    );
  if (paid) {
    return (
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex flex-col gap-3 border-2 border-primary">
          <FileCheck className="size-7 text-primary" aria-hidden="true" />
          <h2 className="text-xl font-bold">Din fullständiga rapport</h2>
          <p className="text-sm text-muted-foreground">
            8–10 sidor med analys, plan i tre steg, övningar, råd och prognos. Den finns också under Mina rapporter och i din e-post.
          </p>
          <DownloadButton variant="accent" pending={pendingKind === fallbackReportFileName('full')} disabled={download.isPending} onClick={() => get('full')}>
            Ladda ner rapporten
          </DownloadButton>
        </Card>
      </div>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-start">
      {payment?.state === 'declined' && (
        <div className="md:col-span-2">
          <PaymentDeclined orderNumber={payment.orderNumber} at={payment.at} />
        </div>
      )}
      {payment?.state === 'under_review' ? (
        <PaymentUnderReview
          id="kop"
          orderNumber={payment.orderNumber}
          at={payment.at}
          provider={payments.provider}
          outcomeUnknown={payment.outcomeUnknown}
          testEnd={payments.provider === 'test' ? { pending: endReview.isPending, onEnd: () => endReview.mutate(payment.orderId) } : null}
        />
      ) : product ? (
        <PurchaseCard assessmentId={assessmentId} userId={userId} urgent={urgent} product={product} />
      ) : (
        <Card className="flex flex-col gap-3 border-2 border-primary">
          <FileText className="size-7 text-primary" aria-hidden="true" />
          <h2 className="text-xl font-bold">Fullständig rapport</h2>
          <p className="text-sm font-semibold">Rapporten går inte att köpa just nu. Försök igen senare.</p>
        </Card>
      )}
      <Card className="flex flex-col gap-3">
        <FileDown className="size-7 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-bold">Gratis förhandsvisning</h2>
        <p className="text-sm text-muted-foreground">En kort sammanfattning av ditt resultat som PDF, 1–3 sidor.</p>
        <DownloadButton
          variant="outline"
          pending={pendingKind === fallbackReportFileName('preview')}
          disabled={download.isPending}
          onClick={() => get('preview')}
        >
          Ladda ner förhandsvisningen
        </DownloadButton>
      </Card>
    </div>
  );
}

/** Too few answers for a result: no patterns, no report; the way on is to answer again. */
export function TooFewAnswers() {
  const words = useQuestionnaireWords();
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="too-few-heading">
      <h2 id="too-few-heading" className="text-xl font-bold">
        För få svar för ett resultat
      </h2>
      <p>
        Du hoppade över så många frågor att vi inte kan säga vad dina svar liknar eller hur stor risken är att besvären blir långvariga. Därför erbjuder vi
        ingen rapport för den här bedömningen.
      </p>
      <p>Svara på frågorna igen och hoppa över så få som möjligt, så får du ett resultat.{takesSentence(words)}</p>
      <Button asChild className="self-start">
        <Link to="/assessment">
          <RotateCcw aria-hidden="true" /> Svara på frågorna igen
        </Link>
      </Button>
    </Card>
  );
}
