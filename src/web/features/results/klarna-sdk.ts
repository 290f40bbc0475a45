/**
 * Klarna's browser SDK (PAYMENTS.md): loaded from its own address once, then init with the
 * session's client token, load a method's form into a container, authorize. Wrapped in promises.
 */
interface KlarnaPayments {
  init(options: { client_token: string }): void;
  load(options: { container: string; payment_method_category: string }, data: object, callback: (res: { show_form: boolean; error?: unknown }) => void): void;
  authorize(
    options: { payment_method_category: string },
    data: object,
    callback: (res: { approved: boolean; show_form: boolean; authorization_token?: string; error?: unknown }) => void,
  ): void;
}

declare global {
  interface Window {
    Klarna?: { Payments: KlarnaPayments };
  }
}

/** The SDK's failures as the payment widget says them (spec §8), each naming the provider. */
export const SDK_TEXTS = {
  loadFailed: (provider: string) => `Kunde inte ladda ${provider}`,
  /** The script came, but set nothing up. */
  notLoaded: (provider: string) => `${provider} inte laddat`,
  /** The script set up its object, but without the payments part. */
  unavailable: (provider: string) => `${provider} SDK inte tillgängligt`,
  authorizationFailed: 'Auktorisering misslyckades',
} as const;

/** What the widget shows for a failed load: one of the texts above, never an SDK's own (English) message. */
export function sdkLoadErrorText(err: unknown, provider: string): string {
  const ours = [SDK_TEXTS.loadFailed(provider), SDK_TEXTS.notLoaded(provider), SDK_TEXTS.unavailable(provider)];
  return err instanceof Error && ours.includes(err.message) ? err.message : SDK_TEXTS.loadFailed(provider);
}

const loads = new Map<string, Promise<void>>();

/** The SDK from `url` (its script is added once; a failed load may be tried again). */
async function loadKlarnaSdk(url: string): Promise<KlarnaPayments> {
  let loading = loads.get(url);
  if (!loading && !window.Klarna?.Payments) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new Error(SDK_TEXTS.loadFailed('Klarna')));
      };
      document.head.append(script);
    });
    loading.catch(() => loads.delete(url));
    loads.set(url, loading);
  }
  await loading;
  if (!window.Klarna) throw new Error(SDK_TEXTS.notLoaded('Klarna'));
  const payments = window.Klarna.Payments;
  if (!payments) throw new Error(SDK_TEXTS.unavailable('Klarna'));
  return payments;
}

interface KlarnaWidget {
  /** Shows the method's form in the container; false when Klarna will not offer it now. */
  load(category: string): Promise<boolean>;
  /**
   * Asks the buyer to confirm; the token when approved, null when declined or cancelled (`retry`:
   * the form is still there), or `failed` when Klarna answered with an error (invalid data) or the
   * SDK threw.
   */
  authorize(category: string): Promise<{ token: string | null; retry: boolean; failed: boolean }>;
}

export async function klarnaWidget(url: string, clientToken: string, container: string): Promise<KlarnaWidget> {
  const payments = await loadKlarnaSdk(url);
  payments.init({ client_token: clientToken });
  return {
    load: (category) =>
      new Promise((resolve) => payments.load({ container, payment_method_category: category }, {}, (res) => resolve(res.show_form && !res.error))),
    authorize: (category) =>
      new Promise((resolve) => {
        try {
          payments.authorize({ payment_method_category: category }, {}, (res) =>
            resolve(
              res.error
                ? { token: null, retry: true, failed: true }
                : { token: res.approved && res.authorization_token ? res.authorization_token : null, retry: res.show_form, failed: false },
            ),
          );
        } catch {
          resolve({ token: null, retry: true, failed: true });
        }
      }),
  };
}
