import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { formatDateShort } from '../../../shared/domain/dates';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast-store';
import { saveFileAnswer } from '../../lib/api-client';
import { useAuth } from '../../app/auth-provider';
import { usePageTitle } from '../../app/use-page-title';
import { accountApi } from './api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';

function Section({ title, description, children, tone }: { title: string; description?: string; children: ReactNode; tone?: 'danger' }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card className={tone === 'danger' ? 'flex flex-col gap-4 border-danger' : 'flex flex-col gap-4'}>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <div>
          <h2 id={id} className={tone === 'danger' ? 'text-xl font-bold text-danger' : 'text-xl font-bold'}>
            {title}
          </h2>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** 'Min profil': details, password, the GDPR download and the danger zone. */
export function ProfilePage() {
  usePageTitle('Min profil');
  const { user, signOut } = useAuth();
  const [busy, setBusy] = useState<'download' | null>(null);
  if (!user) return <Navigate to="/login" replace />;

  async function download() {
    setBusy('download');
    let res: Response;
    try {
      res = await accountApi.downloadUserData();
    } catch {
      toast({ title: 'Fel', description: 'Kunde inte hämta data', variant: 'destructive' });
      setBusy(null);
      return;
    }
    try {
      await saveFileAnswer(res, `mina-uppgifter-${formatDateShort(new Date())}.json`);
      toast({ title: 'Data nedladdad', description: 'Filen med dina uppgifter är sparad.', variant: 'success' });
    } catch {
      toast({ title: 'Fel', description: 'Kunde inte ladda ner data', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div>
        <h1 className="text-3xl font-bold">Min profil</h1>
        <p className="text-muted-foreground">
          Inloggad som {user.email}.{' '}
          <Link to="/mina-sidor" className="text-primary underline underline-offset-4">
            Till Mina rapporter
          </Link>
        </p>
      </div>
      <Section title="Dina uppgifter" description="Ändra ditt namn och din e-postadress.">
        <ProfileDetailsForm />
      </Section>
      <Section title="Byt lösenord" description="När du byter lösenord loggas du ut på dina andra enheter.">
        <ChangePasswordForm />
      </Section>
      <Section title="Dina data (GDPR)" description="Du har rätt att få ut allt vi har sparat om dig, som en fil du kan läsa eller ta med dig.">
        <Button variant="outline" onClick={download} disabled={busy !== null} className="self-start">
          <Download aria-hidden="true" /> {busy === 'download' ? 'Hämtar…' : 'Ladda ner mina uppgifter'}
        </Button>
        <p className="text-sm text-muted-foreground">
          Läs mer om hur vi hanterar dina uppgifter i vår{' '}
          <Link to="/privacy-policy" className="text-primary underline underline-offset-4">
            integritetspolicy
          </Link>
          .
        </p>
      </Section>
      <Section title="Farlig zon" tone="danger" description="Radera ditt konto, dina svar och dina rapporter. Det går inte att ångra.">
        <DeleteAccountDialog disabled={busy !== null} onDeleted={signOut} />
      </Section>
    </div>
  );
}
