export { useSignup } from './signup';
