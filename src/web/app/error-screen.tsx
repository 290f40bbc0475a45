import { AlertTriangle } from 'lucide-react';
import { Button } from '../components/ui/button';
import { STORAGE_KEYS, storedJsonIsValid } from '../lib/storage';

const CHECKED_KEYS = [STORAGE_KEYS.authToken, STORAGE_KEYS.authUser, STORAGE_KEYS.assessmentData] as const;

/**
 * The spec's rule for a caught render error: if any of the stored values is not parseable JSON,
 * corrupt data probably caused the error, so all local storage is cleared.
 */
export function clearCorruptStorage(): boolean {
  if (storedJsonIsValid(CHECKED_KEYS)) return false;
  try {
    window.localStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
  return true;
}

export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : String(error ?? 'Okänt fel');
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center gap-5 px-4 py-12">
      <div className="flex items-center gap-3 text-danger">
        <AlertTriangle className="size-8" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Något gick fel</h1>
      </div>
      <p className="text-muted-foreground">
        Sidan kunde inte visas. Det kan bero på att sparad data i webbläsaren är skadad eller på ett tillfälligt nätverksfel. Försök igen, och hjälper inte det
        kan du ladda om sidan. Då rensas sparade uppgifter i webbläsaren och du behöver logga in igen.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRetry}>Försök igen</Button>
        <Button
          variant="outline"
          onClick={() => {
            try {
              window.localStorage.clear();
            } catch {
              // ignore
            }
            window.location.reload();
          }}
        >
          Ladda om sidan
        </Button>
      </div>
      <details className="rounded-lg border border-border bg-surface p-4 text-sm">
        <summary className="cursor-pointer font-semibold">Teknisk information</summary>
        <pre className="mt-3 whitespace-pre-wrap break-words text-muted-foreground">{message}</pre>
      </details>
    </div>
  );
}
