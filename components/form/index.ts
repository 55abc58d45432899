// Light form controls for the account pages (no antd on their first load; see README, "Styles").
export { Button, type ButtonProps } from './button';
export { Checkbox } from './checkbox';
export { FieldError } from './field-error';
export { FormField, fieldProps } from './form-field';
export { PasswordInput, REVEAL_PASSWORD_LABEL } from './password-input';
export { Segmented, type SegmentedOption } from './segmented';
export { Select, type SelectOption } from './select';
export { ErrorMessage, LoadingMessage } from './status-message';
export { Steps } from './steps';
export { TextInput, type TextInputProps } from './text-input';
