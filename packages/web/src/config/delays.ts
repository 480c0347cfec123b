/** Spec §4 and §9: how long the app waits before moving on, and how long messages stay. */
export const DELAYS = {
  afterLogin: 1500,
  afterRegister: 1000,
  afterOtpVerify: 1500,
  afterForcePassword: 1500,
  logout: 1000,
  snackbar: 4000,
  errorSnackbar: 3500,
  /** PRODUCT §5: a new phone code may be asked for 60 s after the last one. */
  otpResendSeconds: 60,
} as const;
