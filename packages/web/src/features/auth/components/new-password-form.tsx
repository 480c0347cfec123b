import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useForm } from '../../../hooks/use-form';
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

/** A new password, its strength and its confirmation: the reset link and the forced change. */
export function NewPasswordForm<S extends z.ZodType<{ password: string }>>(props: NewPasswordFormProps<S>) {
  const { schema, submitLabel, busy, context, onSubmit } = props;
  const { t } = useTranslation('auth');
  const form = useForm(schema, { password: '', confirm: '' }, (values, language) =>
    newPasswordErrors({ ...values, context }, language),
  );
  const submit = form.handleSubmit((body) =>
    onSubmit(body, (error) =>
      form.showServerErrors(error, { AUTH_WEAK_PASSWORD: 'password', AUTH_SAME_PASSWORD: 'password' }),
    ),
  );
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <NewPasswordFields
        label={t('fields.newPassword')}
        password={form.field('password')}
        confirm={form.field('confirm')}
      />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </Stack>
  );
}
