import { Download } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './ui/button';

/** The spec's 10-second countdown while a report is made. */
export const DOWNLOAD_COUNTDOWN_SECONDS = 10;

/** Mounted while a download is under way, so it starts from 10 each time. */
function Countdown() {
  const [left, setLeft] = useState(DOWNLOAD_COUNTDOWN_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return <>{left > 0 ? `Rapporten skapas … ${left} s` : 'Nästan klar …'}</>;
}

/**
 * A download that takes a moment: while `pending`, the button says the file is being made and counts
 * down from 10 seconds (spec), then that it is nearly done. The countdown is announced politely.
 */
export function DownloadButton({
  pending,
  onClick,
  children,
  ...props
}: { pending: boolean; onClick?: () => void; children: ReactNode } & Omit<ButtonProps, 'onClick'>) {
  return (
    <div className="flex flex-col gap-1.5">
      <Button {...props} onClick={onClick} disabled={pending || props.disabled} aria-busy={pending}>
        <Download aria-hidden="true" /> {children}
      </Button>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {pending && <Countdown />}
      </p>
    </div>
  );
}
