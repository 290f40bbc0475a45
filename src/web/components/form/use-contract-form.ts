import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/api';
import { toast, type ToastInput } from '../ui/toast-store';

/** A zod schema whose input and output are both form values (an object). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type ContractForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface ContractFormOptions<S extends FormSchema, TResult> {
  /** The shared contract schema the server validates with (or one derived from it with .pick/.extend). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Sends the parsed values: the schema's output, as the server will read them. */
  mutationFn: (values: z.output<S>) => Promise<TResult>;
  /** The one toast shown after success; null or absent for none. */
  successToast?: (result: TResult, values: z.output<S>) => ToastInput | null;
  /** Runs after the success toast; the form stays busy until it settles. */
  onSuccess?: (result: TResult, values: z.output<S>, form: ContractForm<S>) => void | Promise<void>;
  /**
   * The toast for an error that belongs to no field: its title, and the text used when the server
   * gave none. With `fixed`, the fallback text is always used (the spec's contact form).
   */
  errorToast: { title: string; fallback: string; fixed?: boolean };
  /** Server field names that differ from the form's ({ password: 'currentPassword' }). */
  serverFields?: Partial<Record<string, Path<z.input<S>>>>;
}

export interface ContractFormResult<S extends FormSchema, TResult> {
  form: ContractForm<S>;
  /** Spread on the <form>: submit handling, noValidate, the busy flag and the form error's id. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event?: FormEvent) => Promise<void>;
    noValidate: true;
    'aria-busy': boolean;
    'aria-describedby': string | undefined;
  };
  isPending: boolean;
  /** An error that belongs to no field (shown in a FormAlert beside the toast). */
  formError: string | null;
  formErrorId: string;
  /** The last success's result, until the next submit. */
  result: TResult | undefined;
}

/** Focuses the first of the named fields in the order they appear, centred so no sticky bar hides it. */
function focusFirstField(formElement: HTMLFormElement | null, names: readonly string[]): void {
  if (!formElement || names.length === 0) return;
  const first = Array.from(formElement.elements).find((el): el is HTMLElement => names.includes((el as HTMLInputElement).name));
  if (!first) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView?.({ block: 'center' });
}

/**
 * The one form pattern: react-hook-form validated by the shared contract's zod schema, sent with a
 * TanStack mutation. Busy state, error handling and the success toast live here, once:
 *
 * - every field error shows beside its field at once after submit, and the first one is focused;
 * - a server reply with `fields` (a 400 from schema validation, or a service's field error) puts each
 *   message beside its field, never in a toast;
 * - any other failure shows inline as the form's error and once as a toast;
 * - success shows exactly one toast (if any) and then runs `onSuccess`.
 */
export function useContractForm<S extends FormSchema, TResult>(options: ContractFormOptions<S, TResult>): ContractFormResult<S, TResult> {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  // The schema may depend on props (the profile's current address): always validate with the latest.
  const resolver = useCallback<Resolver<z.input<S>, unknown, z.output<S>>>(
    (values, context, resolverOptions) =>
      (zodResolver(optionsRef.current.schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>)(values, context, resolverOptions),
    [],
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorId = `${useId()}-form-error`;

  const mutation = useMutation({
    mutationFn: (values: z.output<S>) => optionsRef.current.mutationFn(values),
    // What was sent (passwords among it) is not kept in the cache once the form is gone.
    gcTime: 0,
    onSuccess: async (result, values) => {
      const { successToast, onSuccess } = optionsRef.current;
      const message = successToast?.(result, values);
      if (message) toast({ variant: 'success', ...message });
      await onSuccess?.(result, values, form);
    },
    onError: (err) => {
      const { serverFields, errorToast } = optionsRef.current;
      const known = form.getValues() as Record<string, unknown>;
      const placed: string[] = [];
      const unplaced: string[] = [];
      for (const [serverName, message] of Object.entries(err instanceof ApiError ? (err.fields ?? {}) : {})) {
        const name = serverFields?.[serverName] ?? serverName;
        if (Object.hasOwn(known, name)) {
          form.setError(name as Path<z.input<S>>, { type: 'server', message });
          placed.push(name);
        } else {
          unplaced.push(message);
        }
      }
      focusFirstField(formRef.current, placed);
      if (placed.length > 0 && unplaced.length === 0) return;
      const message = unplaced.length > 0 ? unplaced.join(' ') : errorToast.fixed ? errorToast.fallback : errorMessage(err, errorToast.fallback);
      setFormError(message);
      toast({ title: errorToast.title, description: message, variant: 'destructive' });
    },
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      mutation.reset();
      await mutation.mutateAsync(values).catch(() => undefined);
    },
    (errors: FieldErrors<z.input<S>>) => {
      setFormError(null);
      focusFirstField(formRef.current, Object.keys(errors));
    },
  );

  return {
    form,
    formProps: {
      ref: formRef,
      onSubmit,
      noValidate: true,
      'aria-busy': mutation.isPending,
      'aria-describedby': formError ? formErrorId : undefined,
    },
    isPending: mutation.isPending,
    formError,
    formErrorId,
    result: mutation.data,
  };
}
