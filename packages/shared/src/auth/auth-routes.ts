import type { ApiRoute } from '../permissions/route-definition.js';

export const AUTH_ROUTES = {
  'auth.login': { method: 'POST', path: '/api/auth/login', access: 'public' },
  'auth.refresh': { method: 'POST', path: '/api/auth/refresh', access: 'public' },
  'auth.logout': {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'authenticated',
    beforePasswordChange: true,
    beforePhoneVerification: true,
  },
  'auth.register': { method: 'POST', path: '/api/auth/register', access: 'public' },
  'auth.patientRegister': { method: 'POST', path: '/api/auth/patient-register', access: 'public', module: 'clinic' },
  'auth.registerOtpVerify': { method: 'POST', path: '/api/auth/register-otp-verify', access: 'public' },
  'auth.forgetPassword': { method: 'POST', path: '/api/auth/forget-password', access: 'public' },
  'auth.resetPassword': { method: 'POST', path: '/api/auth/reset-password/:id', access: 'public' },
  'auth.forcePassword': {
    method: 'POST',
    path: '/api/auth/force-password',
    access: 'authenticated',
    beforePasswordChange: true,
  },
  'auth.changePassword': { method: 'POST', path: '/api/auth/change-password', access: 'authenticated' },
  'auth.profile': { method: 'GET', path: '/api/auth/profile', access: 'authenticated', beforePhoneVerification: true },
  'auth.sendConfirmationEmail': { method: 'GET', path: '/api/auth/send-confirmation-email', access: 'authenticated' },
  'auth.confirmEmail': { method: 'GET', path: '/api/auth/confirm-email', access: 'public' },
  'auth.sendPhoneOtp': {
    method: 'GET',
    path: '/api/auth/send-phone-otp',
    access: 'authenticated',
    beforePhoneVerification: true,
  },
  'auth.phoneCode': {
    method: 'GET',
    path: '/api/auth/phone-code',
    access: 'authenticated',
    beforePhoneVerification: true,
  },
  'auth.otpVerify': {
    method: 'POST',
    path: '/api/auth/otp-verify',
    access: 'authenticated',
    beforePhoneVerification: true,
  },
} as const satisfies Record<string, ApiRoute>;
