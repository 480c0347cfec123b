import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { ThrottleRepository } from '../../lib/throttle/throttle.repository.js';
import { AgendasRepository } from './agendas/agendas.repository.js';
import { BlocksRepository } from './time-off/blocks.repository.js';
import { AppointmentHistoryRepository } from './appointments/appointment-history.repository.js';
import { AppointmentsRepository } from './appointments/appointments.repository.js';
import * as tables from './clinic.tables.js';
import { clinicRoutes } from './clinic.routes.js';
import { ClinicService } from './clinic.service.js';
import { clinicSitePages } from './clinic.site-pages.js';
import { DoctorsDirectoryRepository } from './doctors/doctors-directory.repository.js';
import { directoryRepositories } from './directory/directory.repos.js';
import { DoctorsRepository } from './doctors/doctors.repository.js';
import { EtablissementsRepository } from './directory/etablissements.repository.js';
import { PatientsRepository } from './patients/patients.repository.js';
import { ScheduleRepository } from './agendas/schedule.repository.js';
import { RevenueRepository } from './revenue/revenue.repository.js';
import { DemoRepository } from './demo/demo.repository.js';
import { ReservationsRepository } from './reservations/reservations.repository.js';
import { RatingsRepository } from './ratings/ratings.repository.js';
import { CampaignsRepository } from './campaigns/campaigns.repository.js';
import { PromotionsRepository } from './campaigns/promotions.repository.js';
import { RegistrationsRepository } from './campaigns/registrations.repository.js';
import { AppointmentLinksRepository } from './reminders/appointment-links.repository.js';
import { ClinicSweepRepository } from './reminders/clinic-sweep.repository.js';
import { CalendarChainsRepository } from './feeds/calendar-chains.repository.js';
import { CalendarFeedsRepository } from './feeds/calendar-feeds.repository.js';
import { WaitlistRepository } from './waitlist/waitlist.repository.js';
import { SeriesRepository } from './series/series.repository.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    clinic: ClinicService;
  }
}

/** Appointments, doctors and revenue (PRODUCT.md §1), switched by BAYAN_MODULES. */
export const clinicModule = defineModule({
  name: 'clinic',
  contract: moduleContract('clinic'),
  switch: 'clinic',
  tables,
  repositories: (db, counts) => ({
    etablissements: new EtablissementsRepository(db),
    doctors: new DoctorsRepository(db),
    agendas: new AgendasRepository(db),
    blocks: new BlocksRepository(db),
    appointments: new AppointmentsRepository(db),
    series: new SeriesRepository(db),
    history: new AppointmentHistoryRepository(db),
    doctorsDirectory: new DoctorsDirectoryRepository(db),
    patients: new PatientsRepository(db),
    directory: directoryRepositories(db, counts),
    schedule: new ScheduleRepository(db),
    revenue: new RevenueRepository(db),
    demo: new DemoRepository(db),
    reservations: new ReservationsRepository(db),
    ratings: new RatingsRepository(db),
    promotions: new PromotionsRepository(db),
    campaigns: new CampaignsRepository(db),
    registrations: new RegistrationsRepository(db),
    sweep: new ClinicSweepRepository(db),
    links: new AppointmentLinksRepository(db),
    feeds: new CalendarFeedsRepository(db),
    chains: new CalendarChainsRepository(db),
    waitlist: new WaitlistRepository(db),
    throttles: new ThrottleRepository(db),
  }),
  needs: ['outbox', 'settings', 'users', 'notifications', 'verification', 'auth'],
  service: (deps, services) => new ClinicService({ ...deps, ...services }),
  routes: clinicRoutes,
  seed: async (clinic, config) => {
    if (config.clinicSweep) await clinic.startSweeps();
    if (config.demoData) await clinic.seedDemo();
  },
  statistics: (clinic, period) => clinic.dashboardFigures(period),
  revenue: (clinic) => clinic.revenue,
  sitePages: clinicSitePages,
});
