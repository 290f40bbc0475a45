import type { AuthResponse, RegisterRequest, RegisterResponse, UpdateProfileResponse } from '../../../shared/contracts/auth';
import type { PublicUser } from '../../../shared/contracts/user';
import { apiJson, apiRequest } from '../../lib/api';

export const accountApi = {
  register: (body: RegisterRequest) => apiJson<RegisterResponse>('POST', '/api/register', body),
  verifyEmail: (email: string, code: string) => apiJson<AuthResponse>('POST', '/api/verify-email', { email, code }),
  resendVerification: (email: string) => apiJson<{ message: string; expiresInSeconds: number }>('POST', '/api/resend-verification', { email }),
  login: (email: string, password: string) => apiJson<AuthResponse>('POST', '/api/login', { email, password }),
  updateProfile: (name: string, email: string, currentPassword?: string) =>
    apiJson<UpdateProfileResponse>('PUT', '/api/update-profile', { name, email, ...(currentPassword ? { currentPassword } : {}) }),
  confirmEmailChange: (code: string) => apiJson<{ user: PublicUser }>('POST', '/api/confirm-email-change', { code }),
  changePassword: (currentPassword: string, newPassword: string) =>
    apiJson<{ message: string }>('PUT', '/api/change-password', { currentPassword, newPassword }),
  downloadUserData: () => apiRequest('GET', '/api/download-user-data'),
  deleteAccount: (password: string) => apiJson<{ message: string }>('DELETE', '/api/delete-account', { password }),
};
