import type {
  CreateCampaign,
  CreatePromotion,
  ListCampaignsQuery,
  ListPromotionsQuery,
  ListRegistrationsQuery,
  UpdateCampaign,
  UpdatePromotion,
} from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { actorOf } from '../clinic.actor.js';
import type { ClinicDeps } from '../clinic.deps.js';
import {
  createCampaign,
  deleteCampaign,
  listCampaigns,
  updateCampaign,
  upcomingCampaigns,
} from './campaigns.service.js';
import {
  createPromotion,
  currentPromotions,
  deletePromotion,
  listPromotions,
  updatePromotion,
} from './promotions.service.js';
import {
  listRegistrations,
  moveRegistration,
  registerForCampaign,
  type RegistrationMove,
} from './registrations.service.js';

/** Promotions, campaigns and registrations (issue 11), each call with the caller as the clinic's rules see them. */
export class CampaignsService {
  constructor(private readonly deps: ClinicDeps) {}

  private actor = (caller: Caller) => actorOf(this.deps, caller);

  listPromotions = async (query: ListPromotionsQuery, caller: Caller) =>
    listPromotions(this.deps, query, await this.actor(caller));
  currentPromotions = (etablissement: string | undefined) => currentPromotions(this.deps, etablissement);
  createPromotion = async (body: CreatePromotion, caller: Caller) =>
    createPromotion(this.deps, body, caller, await this.actor(caller));
  updatePromotion = async (pubkey: string, body: UpdatePromotion, caller: Caller) =>
    updatePromotion(this.deps, pubkey, body, caller, await this.actor(caller));
  deletePromotion = async (pubkey: string, caller: Caller) =>
    deletePromotion(this.deps, pubkey, caller, await this.actor(caller));

  listCampaigns = async (query: ListCampaignsQuery, caller: Caller) =>
    listCampaigns(this.deps, query, await this.actor(caller));
  upcomingCampaigns = (etablissement: string | undefined, caller: Caller | null) =>
    upcomingCampaigns(this.deps, etablissement, caller);
  createCampaign = async (body: CreateCampaign, caller: Caller) =>
    createCampaign(this.deps, body, caller, await this.actor(caller));
  updateCampaign = async (pubkey: string, body: UpdateCampaign, caller: Caller) =>
    updateCampaign(this.deps, pubkey, body, caller, await this.actor(caller));
  deleteCampaign = async (pubkey: string, caller: Caller) =>
    deleteCampaign(this.deps, pubkey, caller, await this.actor(caller));

  register = (pubkey: string, caller: Caller) => registerForCampaign(this.deps, pubkey, caller);
  listRegistrations = async (query: ListRegistrationsQuery, caller: Caller) =>
    listRegistrations(this.deps, query, await this.actor(caller));
  moveRegistration = async (move: RegistrationMove, pubkey: string, caller: Caller) =>
    moveRegistration(this.deps, move, pubkey, caller, await this.actor(caller));
}
