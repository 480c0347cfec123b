import type {
  Appointment,
  BookAppointment,
  DoctorAvailability,
  DoctorAvailabilityQuery,
  NextFreeQuery,
  NextFreeSlots,
  ExportAppointmentsQuery,
  Language,
  ListAppointmentsQuery,
  Page,
  RescheduleAppointment,
  TransitionBody,
} from '@bayan/shared';
import type { Caller, Client } from '../../lib/caller.js';
import type { Period } from '../../lib/module/period.js';
import type { Revenue } from '../../lib/module/revenue.js';
import { bookAppointment, type Booked } from './appointments/appointments.book.js';
import { exportAppointments } from './appointments/appointments.export.js';
import { findAppointments } from './appointments/appointments.list.js';
import { rescheduleAppointment } from './appointments/appointments.reschedule.js';
import { getAppointment, transitionAppointment, type StateAction } from './appointments/appointments.transition.js';
import { actorOf } from './clinic.actor.js';
import type { ClinicDeps } from './clinic.deps.js';
import { DirectoryService } from './directory/directory.service.js';
import { findDoctorAvailability } from './availability/doctors.availability.js';
import { findNextFreeSlots } from './availability/availability.next-free.js';
import { ClinicPeople } from './people.service.js';
import { SchedulesService } from './agendas/schedules.service.js';
import { clinicFigures, clinicRevenue } from './revenue/clinic.revenue.js';
import { seedClinicDemo } from './demo/clinic-demo.seed.js';
import { ReservationsService } from './reservations/reservations.service.js';
import { WaitlistService } from './waitlist/waitlist.service.js';
import { SeriesService } from './series/series.service.js';
import { RatingsService } from './ratings/ratings.service.js';
import { CampaignsService } from './campaigns/campaigns.facade.js';
import { CalendarFeedsService } from './feeds/calendar-feeds.facade.js';
import { handleSweeps, queueSweep, sweepClinic } from './reminders/clinic-sweep.js';
import { useAppointmentLink, viewAppointmentLink } from './reminders/appointment-link.service.js';

/**
 * The clinic's appointments (PRODUCT.md §7). The rules are in the files it calls, one operation
 * each; every change is one transaction with its history line, its audit event and its notices.
 */
export class ClinicService {
  /** Doctors' profiles and patients' files (people.service.ts). */
  readonly people: ClinicPeople;
  /** Clinics, specialities, services, sections and rooms (directory.service.ts). */
  readonly directory: DirectoryService;
  /** Agendas, consultation types and time off (schedules.service.ts). */
  readonly schedules: SchedulesService;
  /** Ratings, comments and a patient's doctors (ratings/ratings.service.ts). */
  readonly ratings: RatingsService;
  /** Promotions, campaigns and their registrations (campaigns/). */
  readonly campaigns: CampaignsService;
  /** What the clinic earned, as the dashboard reads it. */
  readonly revenue: Revenue;
  /** Visitors' appointment requests (reservations/). */
  readonly reservations: ReservationsService;
  /** Doctors' and patients' calendar feeds (feeds/). */
  readonly feeds: CalendarFeedsService;
  /** Patients waiting for a seat, and the holds offered to them (waitlist/). */
  readonly waitlist: WaitlistService;
  /** Recurring visits (series/). */
  readonly series: SeriesService;

  constructor(private readonly deps: ClinicDeps) {
    this.people = new ClinicPeople(deps);
    this.directory = new DirectoryService(deps);
    this.schedules = new SchedulesService(deps);
    this.ratings = new RatingsService(deps);
    this.campaigns = new CampaignsService(deps);
    this.revenue = clinicRevenue(deps);
    this.reservations = new ReservationsService(deps);
    this.feeds = new CalendarFeedsService(deps);
    this.waitlist = new WaitlistService(deps);
    this.series = new SeriesService(deps);
    if (deps.config.clinicSweep) handleSweeps(deps);
  }

  /** Queues this minute's sweep (at every start; see clinic-sweep.ts): reminders and late Pending requests. */
  startSweeps = () => queueSweep(this.deps, this.deps.clock.now().getTime());

  /** One sweep now, beside the minute's job (an operator's nudge; the tests' race of several). */
  sweep = () => sweepClinic(this.deps);

  /** A reminder's link, without logging in: what it is for (GET), and doing it once (POST). */
  viewAppointmentLink = (token: string) => viewAppointmentLink(this.deps, token);
  useAppointmentLink = (token: string, client: Client) => useAppointmentLink(this.deps, token, client);

  /** The dashboard's share: appointments by state in the period, this month's takings. */
  dashboardFigures = (period: Period) => clinicFigures(this.deps, period);

  /** The demo clinic, into a product without one (BAYAN_DEMO=1); the appointments it wrote. */
  seedDemo = () => seedClinicDemo(this.deps);

  async bookAppointment(input: BookAppointment, caller: Caller, idempotencyKey?: string): Promise<Booked> {
    return bookAppointment(this.deps, input, caller, await actorOf(this.deps, caller), idempotencyKey);
  }

  async transitionAppointment(
    action: StateAction,
    id: string,
    body: TransitionBody,
    caller: Caller,
  ): Promise<Appointment> {
    return transitionAppointment(this.deps, action, id, body, caller, await actorOf(this.deps, caller));
  }

  async rescheduleAppointment(id: string, body: RescheduleAppointment, caller: Caller): Promise<Appointment> {
    return rescheduleAppointment(this.deps, id, body, caller, await actorOf(this.deps, caller));
  }

  async findAppointments(query: ListAppointmentsQuery, caller: Caller): Promise<Page<Appointment>> {
    return findAppointments(this.deps, query, await actorOf(this.deps, caller));
  }

  /** One appointment in the list's shape; outside the caller's scope it is not found (404). */
  async getAppointment(id: string, caller: Caller): Promise<Appointment> {
    return getAppointment(this.deps, id, await actorOf(this.deps, caller));
  }

  async exportAppointments(query: ExportAppointmentsQuery, caller: Caller, lang: Language) {
    return exportAppointments(this.deps, query, await actorOf(this.deps, caller), lang);
  }

  /** Anonymous callers see Free and Full slots; the care team also sees what is blocked. */
  async doctorAvailability(
    pubkey: string,
    query: DoctorAvailabilityQuery,
    caller: Caller | null,
  ): Promise<DoctorAvailability> {
    return findDoctorAvailability(this.deps, pubkey, query, caller);
  }

  async nextFreeSlots(query: NextFreeQuery, caller: Caller | null, lang: Language): Promise<NextFreeSlots> {
    return findNextFreeSlots(this.deps, query, caller, lang);
  }
}
