import { TextInput } from './text-input';
import { boundField } from './bound-field';

/** An MUI text field bound to a form field; the help gives way to the field's message. */
export const FormTextField = boundField(TextInput);
