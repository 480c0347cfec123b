import type {
  CreateDoctor,
  CreatePatient,
  ExportPatientsQuery,
  Language,
  ListDoctorsQuery,
  ListPatientsQuery,
  PatientConsentCode,
  UpdateDoctor,
  UpdatePatient,
} from '@bayan/shared';
import type { Caller } from '../../lib/caller.js';
import type { UploadedFile } from '../../lib/http/multipart-form.js';
import { actorOf } from './clinic.actor.js';
import type { ClinicDeps } from './clinic.deps.js';
import { createDoctor } from './doctors/doctors.create.js';
import { openDoctorPhoto, removeDoctorPhoto, setDoctorPhoto } from './doctors/doctors.photo.js';
import { exportDoctors, findDoctors, getDoctor } from './doctors/doctors.list.js';
import { updateDoctor } from './doctors/doctors.update.js';
import { sendConsentCode } from './patients/patients.consent.js';
import { createPatient } from './patients/patients.create.js';
import { exportPatients, findPatients, getPatient } from './patients/patients.list.js';
import { updatePatient } from './patients/patients.update.js';

/** The clinic's people: doctors' profiles (public) and patients' files (the care team's). One operation per file. */
export class ClinicPeople {
  constructor(private readonly deps: ClinicDeps) {}

  private actor = (caller: Caller) => actorOf(this.deps, caller);

  findDoctors = (query: ListDoctorsQuery) => findDoctors(this.deps, query);
  getDoctor = (pubkey: string) => getDoctor(this.deps, pubkey);
  exportDoctors = async (query: Omit<ListDoctorsQuery, 'page' | 'limit'>, caller: Caller, lang: Language) =>
    exportDoctors(this.deps, query, await this.actor(caller), lang);
  createDoctor = async (input: CreateDoctor, caller: Caller) =>
    createDoctor(this.deps, input, caller, await this.actor(caller));
  updateDoctor = async (pubkey: string, input: UpdateDoctor, caller: Caller) =>
    updateDoctor(this.deps, pubkey, input, caller, await this.actor(caller));
  setDoctorPhoto = async (pubkey: string, upload: UploadedFile, caller: Caller) =>
    setDoctorPhoto(this.deps, this.deps.files, pubkey, upload, caller, await this.actor(caller));
  removeDoctorPhoto = async (pubkey: string, caller: Caller) =>
    removeDoctorPhoto(this.deps, this.deps.files, pubkey, caller, await this.actor(caller));
  openDoctorPhoto = (pubkey: string) => openDoctorPhoto(this.deps, this.deps.files, pubkey);

  findPatients = async (query: ListPatientsQuery, caller: Caller) =>
    findPatients(this.deps, query, await this.actor(caller));
  getPatient = async (pubkey: string, caller: Caller) => getPatient(this.deps, pubkey, await this.actor(caller));
  exportPatients = async (query: ExportPatientsQuery, caller: Caller, lang: Language) =>
    exportPatients(this.deps, query, await this.actor(caller), lang);
  createPatient = async (input: CreatePatient, caller: Caller) =>
    createPatient(this.deps, input, caller, await this.actor(caller));
  sendConsentCode = async (input: PatientConsentCode, caller: Caller) =>
    sendConsentCode(this.deps, input, caller, await this.actor(caller));
  updatePatient = async (pubkey: string, input: UpdatePatient, caller: Caller) =>
    updatePatient(this.deps, pubkey, input, caller, await this.actor(caller));
}
