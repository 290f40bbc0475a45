import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';

/** The spec's image rule: three retries after 1 s, 2 s and 3 s, then 'Bild kunde inte laddas'. */
export const IMAGE_RETRY_DELAYS_MS = [1000, 2000, 3000];

export function QuestionImage({ src, alt }: { src: string; alt: string }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    const delay = IMAGE_RETRY_DELAYS_MS[attempt - 1] ?? 0;
    const timer = setTimeout(() => setWaiting(false), delay);
    return () => clearTimeout(timer);
  }, [waiting, attempt]);

  if (failed) {
    return (
      <div className="flex aspect-[8/5] w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-muted text-muted-foreground">
        <ImageOff className="size-8" aria-hidden="true" />
        <p>Bild kunde inte laddas</p>
      </div>
    );
  }
  if (waiting) return <div className="aspect-[8/5] w-full animate-pulse rounded-xl bg-muted" aria-hidden="true" />;
  return (
    <img
      key={attempt}
      src={attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}forsok=${attempt}`}
      alt={alt}
      className="aspect-[8/5] w-full rounded-xl border border-border bg-surface object-contain p-2"
      onError={() => {
        if (attempt >= IMAGE_RETRY_DELAYS_MS.length) setFailed(true);
        else {
          setAttempt((a) => a + 1);
          setWaiting(true);
        }
      }}
    />
  );
}
