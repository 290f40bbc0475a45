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
        reject(new Error('Kunde inte ladda Klarna'));
      };
      document.head.append(script);
    });
    loading.catch(() => loads.delete(url));
    loads.set(url, loading);
  }
  await loading;
  const payments = window.Klarna?.Payments;
  if (!payments) throw new Error('Klarna SDK inte tillgängligt');
  return payments;
}

interface KlarnaWidget {
  /** Shows the method's form in the container; false when Klarna will not offer it now. */
  load(category: string): Promise<boolean>;
  /** Asks the buyer to confirm; the token when approved, null when declined or cancelled. */
  authorize(category: string): Promise<{ token: string | null; retry: boolean }>;
}

export async function klarnaWidget(url: string, clientToken: string, container: string): Promise<KlarnaWidget> {
  const payments = await loadKlarnaSdk(url);
  payments.init({ client_token: clientToken });
  return {
    load: (category) =>
      new Promise((resolve) => payments.load({ container, payment_method_category: category }, {}, (res) => resolve(res.show_form && !res.error))),
    authorize: (category) =>
      new Promise((resolve) =>
        payments.authorize({ payment_method_category: category }, {}, (res) =>
          resolve({ token: res.approved && res.authorization_token ? res.authorization_token : null, retry: res.show_form }),
        ),
      ),
  };
}
