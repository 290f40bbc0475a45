import { Link } from 'react-router';
import { Accordion } from '../../components/ui/accordion';
import { Button } from '../../components/ui/button';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { PAGE_META } from '../../../shared/page-meta';
import { faqItems } from './content/faq';
import { RichText, fillTokens, tokenValues } from './rich-text';

export function FaqPage() {
  const site = useSiteInfo();
  const values = tokenValues(site);
  usePageTitle(PAGE_META['/faq']!.title, site.brandName, PAGE_META['/faq']!.description);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="mb-3 text-3xl font-bold sm:text-4xl">Vanliga frågor</h1>
      <p className="mb-8 text-lg text-muted-foreground">Svar på det folk oftast undrar om bedömningen, rapporten, betalningen och dina uppgifter.</p>
      <Accordion
        items={faqItems.map((item, i) => ({
          id: `faq-${i}`,
          title: fillTokens(item.question, values),
          content: (
            <div className="flex flex-col gap-3">
              {item.answer.map((p, j) => (
                <p key={j}>
                  <RichText text={p} values={values} />
                </p>
              ))}
            </div>
          ),
        }))}
      />
      <div className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-primary-soft p-6">
        <h2 className="text-xl font-bold">Hittade du inte svaret?</h2>
        <p>Skriv till oss så svarar vi inom 24 timmar på vardagar.</p>
        <Button asChild>
          <Link to="/kontakt">Kontakta oss</Link>
        </Button>
      </div>
    </div>
  );
}
