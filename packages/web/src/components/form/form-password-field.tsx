import { boundField } from './bound-field';
import { PasswordField } from './password-field';

/** The show/hide password input bound to a form field. */
export const FormPasswordField = boundField(PasswordField);
