import type { ModuleDeps, ServiceRegistry } from '../../lib/module/define-module.js';
import type { ThrottleRepository } from '../../lib/throttle/throttle.repository.js';
import type { AgendasRepository } from './agendas/agendas.repository.js';
import type { AppointmentLinksRepository } from './reminders/appointment-links.repository.js';
import type { CalendarChainsRepository } from './feeds/calendar-chains.repository.js';
import type { CalendarFeedsRepository } from './feeds/calendar-feeds.repository.js';
import type { ClinicSweepRepository } from './reminders/clinic-sweep.repository.js';
import type { AppointmentHistoryRepository } from './appointments/appointment-history.repository.js';
import type { AppointmentsRepository } from './appointments/appointments.repository.js';
import type { BlocksRepository } from './time-off/blocks.repository.js';
import type { DoctorsDirectoryRepository } from './doctors/doctors-directory.repository.js';
import type { DirectoryRepos } from './directory/directory.repos.js';
import type { DoctorsRepository } from './doctors/doctors.repository.js';
import type { EtablissementsRepository } from './directory/etablissements.repository.js';
import type { PatientsRepository } from './patients/patients.repository.js';
import type { ScheduleRepository } from './agendas/schedule.repository.js';
import type { RevenueRepository } from './revenue/revenue.repository.js';
import type { DemoRepository } from './demo/demo.repository.js';
import type { ReservationsRepository } from './reservations/reservations.repository.js';
import type { RatingsRepository } from './ratings/ratings.repository.js';
import type { CampaignsRepository } from './campaigns/campaigns.repository.js';
import type { PromotionsRepository } from './campaigns/promotions.repository.js';
import type { RegistrationsRepository } from './campaigns/registrations.repository.js';
import type { WaitlistRepository } from './waitlist/waitlist.repository.js';
import type { SeriesRepository } from './series/series.repository.js';

export interface ClinicRepos {
  etablissements: EtablissementsRepository;
  doctors: DoctorsRepository;
  agendas: AgendasRepository;
  blocks: BlocksRepository;
  appointments: AppointmentsRepository;
  series: SeriesRepository;
  history: AppointmentHistoryRepository;
  doctorsDirectory: DoctorsDirectoryRepository;
  patients: PatientsRepository;
  directory: DirectoryRepos;
  schedule: ScheduleRepository;
  revenue: RevenueRepository;
  demo: DemoRepository;
  reservations: ReservationsRepository;
  ratings: RatingsRepository;
  promotions: PromotionsRepository;
  campaigns: CampaignsRepository;
  registrations: RegistrationsRepository;
  sweep: ClinicSweepRepository;
  links: AppointmentLinksRepository;
  feeds: CalendarFeedsRepository;
  /** Appointments' calendar UIDs and SEQUENCEs (feeds and email invitations). */
  chains: CalendarChainsRepository;
  waitlist: WaitlistRepository;
  /** The ID-number probes of the desk's patient edits (lib/throttle/id-probes.ts). */
  throttles: ThrottleRepository;
}

/**
 * The clinic's own repositories, and the services it calls: accounts, inboxes, email and SMS, the
 * cut-off setting, and auth's phone codes, send limits and password links (reservations).
 */
export type ClinicDeps = ModuleDeps<ClinicRepos> &
  Pick<ServiceRegistry, 'users' | 'notifications' | 'outbox' | 'settings' | 'verification' | 'auth'>;
