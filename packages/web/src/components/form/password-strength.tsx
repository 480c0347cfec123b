import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PASSWORD_STRENGTH_LEVELS, passwordStrength } from '@bayan/shared';

/** Weak → Strong: a red-to-green ramp, each colour dark enough to stand out on white. */
const COLOURS = ['error.main', 'warning.dark', 'info.main', 'success.light', 'success.dark'] as const;

/** Spec §5: the five-level meter (Weak, Poor, Normal, Good, Strong) under a new password. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const level = passwordStrength(password);
  const name = PASSWORD_STRENGTH_LEVELS[level];
  return (
    <Stack spacing={0.75}>
      <Box aria-hidden sx={{ display: 'flex', gap: 0.75 }}>
        {PASSWORD_STRENGTH_LEVELS.map((step, index) => (
          <Box
            key={step}
            sx={{
              flex: 1,
              height: 6,
              borderRadius: 3,
              bgcolor: password && index <= level ? COLOURS[level] : 'action.hover',
              transition: 'background-color 0.2s',
            }}
          />
        ))}
      </Box>
      {/* Announced as it changes; the line keeps its height while empty so the form does not jump. */}
      <Typography
        id={id}
        variant="body2"
        aria-live="polite"
        sx={{ color: 'text.secondary', visibility: password ? 'visible' : 'hidden' }}
      >
        {t('password.strength', { level: t(`password.levels.${name}`) })}
      </Typography>
    </Stack>
  );
}
