import type {
  Agenda,
  AppliedHolidays,
  ApplyHolidays,
  Block,
  ConsultationType,
  ConsultationTypeInput,
  CreateAgenda,
  CreateBlock,
  ListAgendasQuery,
  ListBlocksQuery,
  Page,
  UpdateAgenda,
  UpdateConsultationType,
} from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { createAgenda, deleteAgenda, updateAgenda } from './agendas.write.js';
import { findAgendas, getAgenda } from './agendas.list.js';
import { findBlocks } from '../time-off/blocks.list.js';
import { createBlock, deleteBlock } from '../time-off/blocks.write.js';
import { applyHolidays } from '../time-off/holidays.apply.js';
import { actorOf } from '../clinic.actor.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { addConsultationType, retireConsultationType, updateConsultationType } from './consultation-types.write.js';

/**
 * Doctors' calendars: agendas, their consultation types and time off (`clinic.schedules`). Every
 * write is audited in its transaction; a change that would strand an active booking is refused.
 */
export class SchedulesService {
  constructor(private readonly deps: ClinicDeps) {}

  private actor = (caller: Caller) => actorOf(this.deps, caller);

  async findAgendas(query: ListAgendasQuery, caller: Caller): Promise<Page<Agenda>> {
    return findAgendas(this.deps, query, await this.actor(caller));
  }

  async getAgenda(pubkey: string, caller: Caller): Promise<Agenda> {
    return getAgenda(this.deps, pubkey, await this.actor(caller));
  }

  async createAgenda(input: CreateAgenda, caller: Caller): Promise<Agenda> {
    return createAgenda(this.deps, input, caller, await this.actor(caller));
  }

  async updateAgenda(pubkey: string, input: UpdateAgenda, caller: Caller): Promise<Agenda> {
    return updateAgenda(this.deps, pubkey, input, caller, await this.actor(caller));
  }

  async deleteAgenda(pubkey: string, caller: Caller): Promise<void> {
    return deleteAgenda(this.deps, pubkey, caller, await this.actor(caller));
  }

  async addConsultationType(agenda: string, input: ConsultationTypeInput, caller: Caller): Promise<ConsultationType> {
    return addConsultationType(this.deps, agenda, input, caller, await this.actor(caller));
  }

  async updateConsultationType(pubkey: string, input: UpdateConsultationType, caller: Caller) {
    return updateConsultationType(this.deps, pubkey, input, caller, await this.actor(caller));
  }

  async retireConsultationType(pubkey: string, caller: Caller): Promise<ConsultationType> {
    return retireConsultationType(this.deps, pubkey, caller, await this.actor(caller));
  }

  async findBlocks(query: ListBlocksQuery, caller: Caller): Promise<Page<Block>> {
    return findBlocks(this.deps, query, await this.actor(caller));
  }

  async createBlock(input: CreateBlock, caller: Caller): Promise<Block> {
    return createBlock(this.deps, input, caller, await this.actor(caller));
  }

  async deleteBlock(pubkey: string, caller: Caller): Promise<void> {
    return deleteBlock(this.deps, pubkey, caller, await this.actor(caller));
  }

  /** A clinic's official holidays of a year, as blocks, in one action (idempotent). */
  async applyHolidays(input: ApplyHolidays, caller: Caller): Promise<AppliedHolidays> {
    return applyHolidays(this.deps, input, caller, await this.actor(caller));
  }
}
