import TextField from '@mui/material/TextField';
import { boundField } from './bound-field';

/** A dropdown (MUI's TextField in `select` mode) bound to a form field; plain text fields use FormTextField, which leaves the Select code out. */
export const FormSelectField = boundField(TextField);
