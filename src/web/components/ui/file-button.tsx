import type { ComponentProps, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from './button';

type Props = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'className' | 'ref'> & {
  id: string;
  /** The button's text (with its icon). */
  label: ReactNode;
  /** The chosen file, or null when the choice was cancelled. */
  onFile: (file: File | null) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A file chooser in Swedish. The browser's own file button speaks the browser's language, so the
 * input is visually hidden (it keeps its focus and its name for the keyboard and screen readers)
 * and a button-styled label stands in for it.
 */
export function FileButton({ id, label, onFile, inputRef, ...input }: Props) {
  return (
    <>
      <input ref={inputRef} id={id} type="file" onChange={(e) => onFile(e.target.files?.[0] ?? null)} className="peer sr-only" {...input} />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'cursor-pointer self-start peer-focus-visible:outline-3 peer-focus-visible:outline-primary peer-disabled:opacity-60',
        )}
      >
        {label}
      </label>
    </>
  );
}
