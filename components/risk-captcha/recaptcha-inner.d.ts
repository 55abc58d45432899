// react-google-recaptcha's inner component: the same class as the package's default export,
// minus the wrapper that injects Google's script. We pass it the `grecaptcha` global that our
// vendor loader obtained from the configured URL.
declare module 'react-google-recaptcha/lib/esm/recaptcha' {
  import ReCAPTCHA from 'react-google-recaptcha';

  export default ReCAPTCHA;
}
