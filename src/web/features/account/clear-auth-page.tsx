import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast-store';
import { useAuth } from '../../app/auth-provider';
import { STORAGE_KEYS } from '../../lib/storage';
import { usePageTitle } from '../../app/use-page-title';

function snapshot() {
  return {
    token: window.localStorage.getItem(STORAGE_KEYS.authToken) !== null,
    user: window.localStorage.getItem(STORAGE_KEYS.authUser) !== null,
    cookies: document.cookie.trim() !== '',
  };
}

function clearReadableCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

/** Test page: shows what the browser holds and clears it, for testing the guest flow. */
export function ClearAuthPage() {
  usePageTitle('Rensa inloggning');
  const { user, signOut } = useAuth();
  const [state, setState] = useState(snapshot);
  const refresh = () => setState(snapshot());

  const rows: [string, boolean][] = [
    ['Token', state.token],
    ['Användardata', state.user],
    ['Cookies (som sidan kan läsa)', state.cookies],
  ];

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Rensa inloggning</h1>
      <p className="text-muted-foreground">Testsida: här ser du vad webbläsaren har sparat och kan rensa det för att testa flödet som gäst.</p>
      <Card className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">Status</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {rows.map(([label, present]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd>{present ? 'Finns' : 'Saknas'}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="font-medium">Läge</dt>
            <dd>{user ? `Inloggad som ${user.email}` : 'Gäst'}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">Inloggningscookien är skyddad (httpOnly) och syns inte här, men den rensas också.</p>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="danger"
          onClick={() => {
            signOut({ redirect: false });
            window.localStorage.clear();
            window.sessionStorage.clear();
            clearReadableCookies();
            refresh();
            toast({ title: 'All data rensad', description: 'Webbläsaren är nu som för en ny besökare.' });
          }}
        >
          Rensa all data
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            signOut({ redirect: false });
            refresh();
            toast({ title: 'Inloggningen rensad', description: 'Du är utloggad, och inget om dig eller dina svar finns kvar på enheten.' });
          }}
        >
          Rensa endast inloggning
        </Button>
      </div>
      <Card className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">Så testar du flödet som gäst</h2>
        <ol className="list-decimal space-y-1 pl-6">
          <li>Tryck på ”Rensa all data”.</li>
          <li>
            Gå till{' '}
            <Link to="/assessment" className="text-primary underline underline-offset-4">
              bedömningen
            </Link>{' '}
            och svara på frågorna.
          </li>
          <li>När du är klar skickas du till registreringen. Skapa ett konto och skriv in koden från mejlet.</li>
          <li>Du ska då komma till ditt resultat.</li>
        </ol>
      </Card>
    </div>
  );
}
