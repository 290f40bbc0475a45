import { useId, type ChangeEvent, type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../ui/button';
import { Input, Textarea } from '../ui/input';
import { Label } from '../ui/label';

interface FieldProps<T extends FieldValues, C, Out extends FieldValues> extends Omit<ComponentProps<'input'>, 'name' | 'form' | 'className' | 'children'> {
  /** The form the field belongs to, whatever its context and output types. */
  form: UseFormReturn<T, C, Out>;
  name: Path<T>;
  label: ReactNode;
  /** A lasting help text, read with the field (aria-describedby). */
  hint?: ReactNode;
  /** Cleans what is typed or pasted before the form sees it (digits only, for a code). */
  transform?: (raw: string) => string;
  multiline?: boolean;
  rows?: number;
  /** Classes of the wrapper (label, field and messages); `inputClassName` styles the field itself. */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled text field bound to a contract form. Its error shows beneath it as soon as the form
 * has one, with aria-invalid and aria-describedby pointing at the message (and at the hint).
 */
export function FormField<T extends FieldValues, C, Out extends FieldValues>({
  form,
  name,
  label,
  hint,
  transform,
  multiline,
  rows = 6,
  className,
  inputClassName,
  id: givenId,
  onBlur,
  ...inputProps
}: FieldProps<T, C, Out>) {
  const generatedId = useId();
  const id = givenId ?? `${generatedId}-${name}`;
  const error = form.getFieldState(name, form.formState).error?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const registration = form.register(name);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (transform) event.target.value = transform(event.target.value);
    return registration.onChange(event);
  };
  // The caller's blur first (it may tidy the value), then the form's own, which reads the value.
  const blur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    onBlur?.(event as FocusEvent<HTMLInputElement>);
    return registration.onBlur(event);
  };
  const common = {
    ...registration,
    onChange,
    onBlur: blur,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          rows={rows}
          maxLength={inputProps.maxLength}
          required={inputProps.required}
          placeholder={inputProps.placeholder}
          className={inputClassName}
          {...common}
        />
      ) : (
        <Input {...inputProps} className={inputClassName} {...common} />
      )}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's own error (one that belongs to no field), announced when it appears. */
export function FormAlert({ id, message, className }: { id: string; message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger', className)}>
      {message}
    </p>
  );
}

/** The submit button: disabled and relabelled while the form is being sent. */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...props }: ButtonProps & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" {...props} disabled={pending || disabled}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
