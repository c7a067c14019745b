export { useLogin } from './login';
