import { z } from 'zod';
import { isStorableSecret } from '../domain/text';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/account';
import { emailField, requiredText } from './common';
import { storedAnswer } from './assessment';
import { publicUser } from './user';

const passwordText = (message: string) => z.string({ error: message }).refine(isStorableSecret, ACCOUNT_MESSAGES.passwordInvalid);
const newPassword = passwordText('Lösenord är obligatoriskt').pipe(
  z.string().min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort).max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
);
const anyPassword = passwordText('Lösenord är obligatoriskt').pipe(
  z.string().min(1, 'Lösenord är obligatoriskt').max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
);
const currentPassword = passwordText('Nuvarande lösenord är obligatoriskt').pipe(
  z.string().min(1, 'Nuvarande lösenord är obligatoriskt').max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
);
const code = z.string({ error: ACCOUNT_MESSAGES.codeFormat }).regex(/^\d{6}$/, ACCOUNT_MESSAGES.codeFormat);

export const registerRequest = z.object({
  name: requiredText('Namn', NAME_MAX_LENGTH),
  email: emailField,
  password: newPassword,
});
export const registerResponse = z.object({
  needsVerification: z.literal(true),
  email: z.string(),
  message: z.string(),
  expiresInSeconds: z.number().int(),
});

export const verifyEmailRequest = z.object({ email: emailField, code });
export const authResponse = z.object({ user: publicUser, token: z.string() });
export type AuthResponse = z.infer<typeof authResponse>;

export const resendVerificationRequest = z.object({ email: emailField });
export const resendVerificationResponse = z.object({ message: z.string(), expiresInSeconds: z.number().int() });

export const loginRequest = z.object({ email: emailField, password: anyPassword });

export const updateProfileRequest = z.object({
  name: requiredText('Namn', NAME_MAX_LENGTH),
  email: emailField,
  /** Needed when the e-mail address changes. */
  currentPassword: currentPassword.optional(),
});
export const updateProfileResponse = z.object({
  user: publicUser,
  /** Set when a code was sent to a new address; the change takes effect when it is confirmed. */
  pendingEmail: z.string().nullable(),
  message: z.string(),
});
export const confirmEmailChangeRequest = z.object({ code });
export const userResponse = z.object({ user: publicUser });

export const changePasswordRequest = z.object({ currentPassword, newPassword });

/** Deleting the account asks for the password again. */
export const deleteAccountRequest = z.object({ password: anyPassword });

export type RegisterRequest = z.infer<typeof registerRequest>;
export type RegisterResponse = z.infer<typeof registerResponse>;
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

/**
 * The GDPR export (download of one's own data, art. 15 and 20). Each module contributes its
 * sections (the profile, the assessments, the messages; orders, reports and the AI writer's texts when they exist).
 */
export const userDataExport = z.object({
  exportedAt: z.string(),
  service: z.string(),
  controller: z.object({ name: z.string(), ownerName: z.string(), orgNumber: z.string(), address: z.string(), email: z.string() }),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    emailVerifiedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  consents: z.array(z.object({ purpose: z.string(), version: z.string(), givenAt: z.string(), assessmentId: z.string().nullable() })),
  assessments: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
      status: z.string(),
      answers: z.array(storedAnswer),
    }),
  ),
  unfinishedAssessment: z.object({ currentStep: z.number(), lastUpdated: z.string(), answers: z.array(storedAnswer) }).nullable(),
  messages: z.array(z.object({ createdAt: z.string(), name: z.string(), email: z.string(), subject: z.string(), message: z.string() })),
  /** The reports made for the user (the PDFs themselves are downloaded from the reports list). */
  reports: z.array(
    z.object({
      id: z.string(),
      reportNumber: z.string(),
      kind: z.string(),
      assessmentId: z.string(),
      createdAt: z.string(),
      fileName: z.string(),
      engineVersion: z.string(),
      writer: z.string(),
    }),
  ),
  /** What the AI writer wrote for the user's reports: the letter and the goal sentences, per assessment ('builtin': the built-in writer's texts were used). */
  reportTexts: z.array(
    z.object({ assessmentId: z.string(), writer: z.string(), letter: z.string().nullable(), goal: z.string().nullable(), writtenAt: z.string() }),
  ),
  /** The user's orders (kept for bookkeeping after the account is deleted, without the person). */
  orders: z.array(
    z.object({
      orderNumber: z.number(),
      receiptNumber: z.number().nullable(),
      status: z.string(),
      productName: z.string(),
      listPriceOre: z.number(),
      discountCode: z.string().nullable(),
      discountOre: z.number(),
      totalOre: z.number(),
      vatOre: z.number(),
      provider: z.string(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      withdrawalConsentAt: z.string().nullable(),
    }),
  ),
  /** Credit notes of the user's refunded orders (bookkeeping records like the orders: kept without the person). */
  creditNotes: z.array(
    z.object({
      creditNoteNumber: z.number(),
      orderNumber: z.number(),
      receiptNumber: z.number(),
      totalOre: z.number(),
      vatOre: z.number(),
      reason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type UserDataExport = z.infer<typeof userDataExport>;
