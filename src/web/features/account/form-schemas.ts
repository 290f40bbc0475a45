import { z } from 'zod';
import { changePasswordRequest, registerRequest, updateProfileRequest } from '../../../shared/contracts/auth';
import { requiredText } from '../../../shared/contracts/common';
import { ACCOUNT_MESSAGES, AGE_MAX, AGE_MIN, NAME_MAX_LENGTH } from '../../../shared/domain/account';

/**
 * Form schemas derived from the shared contracts, only where a form has fields the request has not
 * (names split in two, the age, a password confirmation). Every other form uses its contract as is.
 */

export const FORM_MESSAGES = {
  confirmPassword: 'Skriv lösenordet en gång till',
  ageRequired: 'Ålder är obligatorisk',
  passwordForEmailChange: 'Skriv ditt nuvarande lösenord för att byta e-postadress.',
} as const;

// Object-level checks run even when a field has its own problem, so every error shows at once.
const always = () => true;

function isAllowedAge(raw: string): boolean {
  const age = Number(raw);
  return /^\d+$/.test(raw) && Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX;
}

const registerFields = (age: z.ZodType<string>) =>
  registerRequest
    .pick({ email: true, password: true })
    .extend({
      firstName: requiredText('Förnamn', NAME_MAX_LENGTH),
      lastName: requiredText('Efternamn', NAME_MAX_LENGTH),
      age,
      confirmPassword: z.string().min(1, FORM_MESSAGES.confirmPassword),
    })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: ACCOUNT_MESSAGES.passwordsDiffer, when: always });

/** 'Skapa konto': the request's e-mail and password, plus names, age (checked here only, never sent) and confirmation. */
export const registerForm = registerFields(z.string().trim().min(1, FORM_MESSAGES.ageRequired).refine(isAllowedAge, ACCOUNT_MESSAGES.ageRange));

/**
 * 'Skapa konto' right after the assessment: no age asked (issue 17). The age is only ever the
 * adult check, and the assessment could not start without "Är du 18 år eller äldre?" answered yes
 * (its consent card); the questionnaire's age band is no number to prefill with.
 */
export const registerFormAfterAssessment = registerFields(z.string());

/** 'Byt lösenord': the request plus the confirmation of the new password. */
export const changePasswordForm = changePasswordRequest
  .extend({ confirmPassword: z.string().min(1, FORM_MESSAGES.confirmPassword) })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: ACCOUNT_MESSAGES.passwordsDiffer, when: always });

/**
 * 'Dina uppgifter': the request, with the current password always present in the form (empty when
 * the address stays) and asked for only when the address changes.
 */
export function profileForm(currentEmail: () => string) {
  return updateProfileRequest
    .extend({ currentPassword: z.string() })
    .refine((v) => v.currentPassword !== '' || typeof v.email !== 'string' || v.email.trim().toLowerCase() === currentEmail().toLowerCase(), {
      path: ['currentPassword'],
      message: FORM_MESSAGES.passwordForEmailChange,
      when: always,
    });
}
