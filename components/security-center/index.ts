export { SecurityScreen } from './security-screen';
