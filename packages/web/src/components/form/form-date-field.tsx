import { boundField } from './bound-field';
import { DateField } from './date-field';

/** The YYYY-MM-DD day input (Latin or Arabic-Indic digits) bound to a form field. */
export const FormDateField = boundField(DateField);
