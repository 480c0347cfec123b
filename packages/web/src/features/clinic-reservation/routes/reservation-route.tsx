import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReservationCard } from '../components/reservation-card';
import { ReservationForm } from '../components/reservation-form';

/** `/reservation`: a visitor without an account asks a clinic for an appointment (spec §7). */
export default function ReservationRoute() {
  const { t } = useTranslation('reservation');
  const navigate = useNavigate();
  return (
    <ReservationCard title={t('title')} intro={t('intro')}>
      <ReservationForm
        onCreated={(id, token) => navigate(`/reservation/${id}?token=${encodeURIComponent(token)}`, { replace: true })}
      />
    </ReservationCard>
  );
}
