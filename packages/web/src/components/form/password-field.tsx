import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput, type TextInputProps } from './text-input';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';

type PasswordFieldProps = Omit<TextInputProps, 'type'> & { autoComplete: 'current-password' | 'new-password' };

/** A password input with a show/hide toggle; the toggle says which way it will switch. */
export function PasswordField({ autoComplete, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      fullWidth
      slotProps={{
        htmlInput: { autoComplete, dir: 'ltr', spellCheck: false, autoCapitalize: 'none' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? t('password.hide') : t('password.show')}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
              >
                {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
