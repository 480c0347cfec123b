import type { ReactNode } from 'react';
import { TitledCard } from '../../../components/titled-card';

/** The reservation pages' frame: a titled card, centred, full width on a phone. */
export function ReservationCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <TitledCard title={title} intro={intro} maxWidth="sm">
      {children}
    </TitledCard>
  );
}
