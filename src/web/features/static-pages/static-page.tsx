import { AlertOctagon, AlertTriangle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateLong } from '../../../shared/domain/dates';
import { cn } from '../../lib/cn';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import type { ContentBlock, StaticPageContent } from './content/types';
import { RichText, fillTokens, tokenValues, type TokenValues } from './rich-text';

const CALLOUT = {
  info: { icon: Info, box: 'border-primary/30 bg-info-soft', title: 'text-primary' },
  warning: { icon: AlertTriangle, box: 'border-amber-300 bg-warning-soft', title: 'text-amber-900' },
  danger: { icon: AlertOctagon, box: 'border-danger bg-danger-soft', title: 'text-danger' },
} as const;

function Block({ block, values }: { block: ContentBlock; values: TokenValues }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <RichText text={block.text} values={values} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-6 marker:text-primary">
          {block.items.map((item, i) => (
            <li key={i}>
              <RichText text={item} values={values} />
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="grid gap-3">
          {block.items.map((step, i) => (
            <li key={i} className="flex gap-4 rounded-xl border border-border bg-surface p-4">
              <span className="tabular flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-foreground">{fillTokens(step.title, values)}</h3>
                <p className="text-muted-foreground">
                  <RichText text={step.text} values={values} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      );
    case 'callout': {
      const style = CALLOUT[block.tone];
      const Icon = style.icon;
      return (
        <div className={cn('flex gap-3 rounded-xl border-2 p-4', style.box)} role={block.tone === 'danger' ? 'note' : undefined}>
          <Icon className={cn('mt-1 size-5 shrink-0', style.title)} aria-hidden="true" />
          <div>
            {block.title && <p className={cn('font-bold', style.title)}>{fillTokens(block.title, values)}</p>}
            <p className="text-foreground">
              <RichText text={block.text} values={values} />
            </p>
          </div>
        </div>
      );
    }
  }
}

/**
 * A text page's lead, date and sections without its page (no title, no document title): the
 * purchase terms in a dialog over the checkout (issue 17), where the headings are one level down.
 */
export function StaticSections({ content }: { content: StaticPageContent }) {
  const values = tokenValues(useSiteInfo());
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">
        <RichText text={content.lead} values={values} />
      </p>
      {content.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h3 className="text-lg font-bold">{fillTokens(section.heading, values)}</h3>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} values={values} />
          ))}
        </section>
      ))}
      {content.updated && <p className="text-sm text-muted-foreground">Senast uppdaterad {formatDateLong(content.updated)}</p>}
    </div>
  );
}

/** One renderer for every text page: title, lead, optional revision date, sections. */
export function StaticPage({ content, description, children }: { content: StaticPageContent; description?: string; children?: ReactNode }) {
  const site = useSiteInfo();
  const values = tokenValues(site);
  usePageTitle(content.title, site.brandName, description);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="mb-8 flex flex-col gap-3">
        <h1 className="text-3xl font-bold sm:text-4xl">{content.title}</h1>
        <p className="text-lg text-muted-foreground">
          <RichText text={content.lead} values={values} />
        </p>
        {content.updated && <p className="text-sm text-muted-foreground">Senast uppdaterad {formatDateLong(content.updated)}</p>}
      </header>
      <div className="flex flex-col gap-8">
        {content.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-3">
            <h2 className="text-xl font-bold sm:text-2xl">{fillTokens(section.heading, values)}</h2>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} values={values} />
            ))}
          </section>
        ))}
        {children}
      </div>
    </article>
  );
}
