import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { createDiscountRequest, type CreateDiscountRequest, type Discount } from '../../../shared/contracts/discounts';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { adminKeys, createDiscount } from './api';

/** The spec's defaults (§9): 20 %, 50 kr, 'RYGG', 14 days, 1 use per customer, 500 in all. */
export const DISCOUNT_DEFAULTS = {
  type: 'PERCENT',
  percent: '20',
  value: '50',
  prefix: 'RYGG',
  daysValid: '14',
  perUserLimit: '1',
  maxRedemptions: '500',
} as const;

type NumberField = 'percent' | 'value' | 'daysValid' | 'perUserLimit' | 'maxRedemptions';

/** A whole number from what was typed ("12,5" → 12), or NaN. */
const whole = (raw: string) => Number.parseInt(raw.trim(), 10);
const atLeastOne = (n: number) => Math.max(1, n);
const orElse = (n: number, fallback: number) => (Number.isNaN(n) ? fallback : n);

/**
 * The spec's clamping and fallbacks (§5): a percent within 1–100 (a non-number is 0, so 1); an
 * amount of at least 1 kr; days 7, per customer 1 and in total 100 when the field is not a number;
 * each at least 1.
 */
export const NORMALIZE: Record<NumberField, (raw: string) => number> = {
  percent: (raw) => Math.min(100, atLeastOne(orElse(whole(raw), 0))),
  value: (raw) => atLeastOne(orElse(whole(raw), 0)),
  daysValid: (raw) => atLeastOne(orElse(whole(raw), 7)),
  perUserLimit: (raw) => atLeastOne(orElse(whole(raw), 1)),
  maxRedemptions: (raw) => atLeastOne(orElse(whole(raw), 100)),
};

/**
 * The form's values are what is typed; the schema tidies them as above and then holds them to the
 * shared contract, the one the server validates with (its Swedish messages beside the fields).
 */
const discountFormSchema = z
  .object({
    type: z.enum(['PERCENT', 'FIXED']),
    percent: z.string(),
    value: z.string(),
    prefix: z.string(),
    daysValid: z.string(),
    perUserLimit: z.string(),
    maxRedemptions: z.string(),
  })
  .transform((v): z.input<typeof createDiscountRequest> => ({
    type: v.type,
    ...(v.type === 'PERCENT' ? { percent: NORMALIZE.percent(v.percent) } : { value: NORMALIZE.value(v.value) }),
    prefix: v.prefix.toUpperCase(),
    daysValid: NORMALIZE.daysValid(v.daysValid),
    perUserLimit: NORMALIZE.perUserLimit(v.perUserLimit),
    maxRedemptions: NORMALIZE.maxRedemptions(v.maxRedemptions),
  }))
  .pipe(createDiscountRequest);

const NUMBER_FIELDS: { name: Exclude<NumberField, 'percent' | 'value'>; label: string; hint: string }[] = [
  { name: 'daysValid', label: 'Giltig antal dagar', hint: 'Tomt fält blir 7 dagar.' },
  { name: 'perUserLimit', label: 'Max användningar per kund', hint: 'Tomt fält blir 1.' },
  { name: 'maxRedemptions', label: 'Max användningar totalt', hint: 'Tomt fält blir 100.' },
];

/** The creation form: a new code goes to the top of the list, and the form is back at its defaults. */
export function DiscountForm() {
  const queryClient = useQueryClient();
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: discountFormSchema,
    defaultValues: DISCOUNT_DEFAULTS,
    mutationFn: (values: CreateDiscountRequest) => createDiscount(values),
    successToast: (created) => ({ title: 'Rabattkod skapad', description: `Kod: ${created.code}` }),
    onSuccess: async (created, _values, f) => {
      f.reset(DISCOUNT_DEFAULTS);
      queryClient.setQueryData<Discount[]>(adminKeys.discounts(), (list) => (list ? [created, ...list.filter((d) => d.id !== created.id)] : list));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    errorToast: { title: 'Fel', fallback: 'Kunde inte skapa rabattkoden. Försök igen.' },
  });
  const type = form.watch('type');
  const amountField = type === 'PERCENT' ? 'percent' : 'value';

  /** Shows the value that will be sent once the field is left (a cleared field gets its fallback). */
  const tidy = (name: NumberField) => () => {
    const next = String(NORMALIZE[name](form.getValues(name)));
    if (next !== form.getValues(name)) form.setValue(name, next, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <form {...formProps} aria-label="Ny rabattkod" className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold">Typ av rabatt</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['PERCENT', 'Procent'],
              ['FIXED', 'Fast belopp (SEK)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={value} {...form.register('type')} className="size-5 accent-[var(--color-primary)]" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          key={amountField}
          form={form}
          name={amountField}
          label={amountField === 'percent' ? 'Rabatt i procent' : 'Rabatt i kronor'}
          hint={amountField === 'percent' ? 'Mellan 1 och 100.' : 'Hela kronor, minst 1 kr.'}
          inputMode="numeric"
          autoComplete="off"
          onBlur={tidy(amountField)}
        />
        <FormField
          form={form}
          name="prefix"
          label="Prefix"
          hint="Koden blir prefixet och sex slumpade tecken, till exempel RYGG-7KQ2MX."
          transform={(raw) => raw.toUpperCase()}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        {NUMBER_FIELDS.map((f) => (
          <FormField key={f.name} form={form} name={f.name} label={f.label} hint={f.hint} inputMode="numeric" autoComplete="off" onBlur={tidy(f.name)} />
        ))}
      </div>
      <FormAlert id={formErrorId} message={formError} />
      <SubmitButton pending={isPending} pendingLabel="Skapar..." className="self-start">
        Skapa rabattkod
      </SubmitButton>
    </form>
  );
}
