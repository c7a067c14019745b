export { useForgotPassword } from './forgot-password';
export { linkErrorKey, useResetPassword } from './reset-password';
