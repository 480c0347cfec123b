import { auditActions } from '../audit/audit-definition.js';
import type { Doctor } from './doctors-contract.js';
import type { Patient } from './patients-contract.js';

export const CLINIC_PEOPLE_AUDIT_ACTIONS = auditActions({
  'doctor.create': { entity: 'doctor', label: { ar: 'إنشاء ملف طبيب', en: 'Doctor profile created' } },
  'doctor.update': { entity: 'doctor', label: { ar: 'تعديل ملف طبيب', en: 'Doctor profile edited' } },
  'doctor.setPhoto': { entity: 'doctor', label: { ar: 'تغيير صورة طبيب', en: 'Doctor photo changed' } },
  'doctor.removePhoto': { entity: 'doctor', label: { ar: 'حذف صورة طبيب', en: 'Doctor photo removed' } },
  'patient.create': { entity: 'patient', label: { ar: 'فتح ملف مريض', en: 'Patient file opened' } },
  'patient.update': { entity: 'patient', label: { ar: 'تعديل ملف مريض', en: 'Patient file edited' } },
});

/**
 * Why a patient who was not yet a clinic's could become one: an admin's call, the patient's
 * consent by the code texted to their confirmed phone, the patient's own request proven by its
 * code to the account's phone (a reservation), or none needed (already in the clinic's scope:
 * registered there or seen there before).
 */
type PatientConsent = 'admin' | 'code' | 'phone' | 'scope';

/** A patient file opened at a clinic's desk names that clinic (null: an admin named none), and the consent. */
type RegisteredPatient = Patient & { etablissementPubkey: string | null; consent: PatientConsent };

export interface ClinicPeopleAuditPayloads {
  'doctor.create': { after: Doctor };
  'doctor.update': { before: Doctor; after: Doctor };
  'doctor.setPhoto': { before: Doctor; after: Doctor };
  'doctor.removePhoto': { before: Doctor; after: Doctor };
  'patient.create': { before?: Patient; after: RegisteredPatient };
  'patient.update': { before: Patient; after: Patient };
}
