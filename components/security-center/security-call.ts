// The security centre's verified call lives with the services (services/uc/verified-call), where
// the mutation hooks in queries/ compose it; the screens import the scene from here.
export { SECURITY_CENTER_SCENE, securityCall } from '@/services/uc/verified-call';
