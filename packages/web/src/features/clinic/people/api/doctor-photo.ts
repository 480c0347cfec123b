import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLINIC_PEOPLE_ROUTES, type Doctor } from '@bayan/shared';
import { apiRequest, routePath } from '../../../../lib/api-client';
import { DOCTORS_KEY } from './doctors';

/** What the doctor form does with the photo on save: send a new one, remove it, or nothing (null). */
export type PhotoChoice = { file: File } | 'remove' | null;

/** PUT /api/doctors/:pubkey/photo (multipart, one `photo` part) or DELETE it; the doctor lists refresh after. */
export function useDoctorPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pubkey, choice }: { pubkey: string; choice: Exclude<PhotoChoice, null> }) => {
      if (choice === 'remove')
        return apiRequest<Doctor>(routePath(CLINIC_PEOPLE_ROUTES['clinic.deleteDoctorPhoto'], { pubkey }), {
          method: 'DELETE',
        });
      const body = new FormData();
      body.append('photo', choice.file);
      return apiRequest<Doctor>(routePath(CLINIC_PEOPLE_ROUTES['clinic.putDoctorPhoto'], { pubkey }), {
        method: 'PUT',
        body,
      });
    },
    meta: { successMessage: 'feedback.done.photoSaved' },
    onSuccess: () => client.invalidateQueries({ queryKey: DOCTORS_KEY }),
  });
}
