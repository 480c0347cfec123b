import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * A refusal as the patient booking for themself reads it (finding 29): the server says "the
 * patient already has another appointment", written for the care team; to the patient, "you".
 */
export function useOwnWords() {
  const { t } = useTranslation('booking');
  return (error: Error) =>
    error instanceof ApiError && error.code === 'CLINIC_PATIENT_OVERLAP' ? t('ownOverlap') : error.message;
}
