import type { RegisterRequest } from '../../../shared/contracts/auth';
import { callApi, callApiForFile } from '../../lib/api-client';

/**
 * The account calls, typed by the endpoint map. None of them reads a query: the signed-in user
 * lives in the auth provider (app/auth-provider.tsx), which each success here updates.
 */
export const accountApi = {
  register: (body: RegisterRequest) => callApi('register', { body }),
  verifyEmail: (email: string, code: string) => callApi('verifyEmail', { body: { email, code } }),
  resendVerification: (email: string) => callApi('resendVerification', { body: { email } }),
  login: (email: string, password: string) => callApi('login', { body: { email, password } }),
  updateProfile: (name: string, email: string, currentPassword?: string) =>
    callApi('updateProfile', { body: { name, email, ...(currentPassword ? { currentPassword } : {}) } }),
  confirmEmailChange: (code: string) => callApi('confirmEmailChange', { body: { code } }),
  changePassword: (currentPassword: string, newPassword: string) => callApi('changePassword', { body: { currentPassword, newPassword } }),
  downloadUserData: () => callApiForFile('downloadUserData'),
  deleteAccount: (password: string) => callApi('deleteAccount', { body: { password } }),
};
