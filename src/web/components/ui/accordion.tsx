import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AccordionEntry {
  id: string;
  title: string;
  content: ReactNode;
}

export function Accordion({ items }: { items: AccordionEntry[] }) {
  return (
    <AccordionPrimitive.Root type="multiple" className="divide-y divide-border rounded-2xl border border-border bg-surface">
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.id} value={item.id}>
          <AccordionPrimitive.Header asChild>
            <h2>
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold hover:bg-muted/60">
                {item.title}
                <ChevronDown className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
              </AccordionPrimitive.Trigger>
            </h2>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-5 text-muted-foreground">{item.content}</AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
