import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** What starting over does to a guest's finished assessment (the claim on this device is replaced when the new one is done). */
export const START_OVER_TEXT =
  'Din klara bedömning finns kvar tills du har svarat klart på den nya. När den nya är klar ersätter den den förra, och det är den nya du ser när du skapar ett konto.';

/**
 * A guest who has finished on this device and opens the questionnaire again: the way to the result
 * (an account, the existing flow) first, and starting over as a clear, confirmed choice.
 */
export function FinishedChoice({ onStartOver }: { onStartOver: () => void }) {
  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <CheckCircle2 className="size-8 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Du har redan gjort bedömningen</h1>
        <p className="text-muted-foreground">
          Dina svar är sparade på den här enheten. Skapa ett konto eller logga in, så ser du ditt resultat direkt. Det tar en minut.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="accent" size="lg">
          <Link to="/register">Se ditt resultat</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/login">Logga in</Link>
        </Button>
      </div>
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <p className="text-sm text-muted-foreground">Vill du hellre svara på frågorna igen?</p>
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button variant="outline" className="self-start">
              <RotateCcw aria-hidden="true" /> Börja om från början
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40 animate-fade-in" />
            <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 flex w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-surface p-6 shadow-xl animate-fade-in">
              <AlertDialog.Title className="text-xl font-bold">Börja om från början?</AlertDialog.Title>
              <AlertDialog.Description className="text-muted-foreground">{START_OVER_TEXT}</AlertDialog.Description>
              <div className="flex flex-wrap justify-end gap-2">
                <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Avbryt</AlertDialog.Cancel>
                <AlertDialog.Action className={buttonVariants({ variant: 'primary' })} onClick={onStartOver}>
                  Ja, börja om
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </Card>
  );
}
