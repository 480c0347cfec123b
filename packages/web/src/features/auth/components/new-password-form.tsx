import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { newPasswordErrors } from '../../../lib/password-rules';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

interface NewPasswordFormProps<S extends z.ZodType<{ password: string }>> {
  /** resetPasswordSchema or forcePasswordSchema: `{ password }` with the shared length rule. */
  schema: S;
  submitLabel: string;
  busy: boolean;
  /** The account's own words, refused inside the password (PRODUCT §5). */
  context?: readonly string[];
  onSubmit: (body: z.output<S>, showServerErrors: (error: unknown) => void) => void;
}

const PASSWORD_ERRORS = { AUTH_WEAK_PASSWORD: 'password', AUTH_SAME_PASSWORD: 'password' } as const;

/** A new password, its strength and its confirmation: the reset link and the forced change. */
export function NewPasswordForm<S extends z.ZodType<{ password: string }>>(props: NewPasswordFormProps<S>) {
  const { schema, submitLabel, busy, context, onSubmit } = props;
  const { t } = useTranslation('auth');
  const form = useZodForm(schema, { password: '', confirm: '' }, (values, language) =>
    newPasswordErrors({ ...values, context }, language),
  );
  const submit = form.handleSubmit((body) =>
    onSubmit(body, (error) => applyServerErrors(form, error, PASSWORD_ERRORS)),
  );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <NewPasswordFields control={form.control} label={t('fields.newPassword')} />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </Stack>
  );
}
