import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@bayan/shared';
import { LabelledActions } from '../../../components/data-table/labelled-actions';
import { isDestructive, type StateAction } from './appointment-actions';
import type { AppointmentActions } from './use-appointment-actions';

const ICONS: Record<StateAction, ReactNode> = {
  confirm: <CheckCircleOutlineRounded />,
  reject: <DoNotDisturbOnOutlined />,
  done: <TaskAltRounded />,
  'no-show': <PersonOffOutlined />,
  cancel: <CancelOutlined />,
};

/**
 * A row's transitions, only those its state, the account's role and the time allow, each a word
 * and an icon. Rejecting a request is outlined and cancelling a booking a plain red word: both
 * red, both apart from the confirmation, never alike.
 */
export function ActionButtons({ appointment, actions }: { appointment: Appointment; actions: AppointmentActions }) {
  const { t } = useTranslation('clinic');
  return (
    <LabelledActions
      actions={actions.actionsOf(appointment).map((action) => ({
        key: action,
        label: t(`actions.${action}.label`),
        name:
          actions.role === 'PATIENT'
            ? t('actions.cancel.rowOwn', { doctor: appointment.doctor.name })
            : t(`actions.${action}.row`, { patient: appointment.patient.name }),
        icon: ICONS[action],
        ending: isDestructive(action),
        ...(action === 'cancel' && { variant: 'text' as const }),
        onClick: () => actions.start(appointment, action),
      }))}
    />
  );
}
