import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIRECTORY_ROUTES, type Room, type UpdateMyRoom } from '@bayan/shared';
import { apiRequest, ApiError, routePath } from '../../../../lib/api-client';

const KEY = ['directory', 'my-room'];

/** The doctor's own room, or null when none is assigned yet (404 CLINIC_NO_ROOM). */
export function useMyRoom() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<Room>(routePath(DIRECTORY_ROUTES['clinic.getMyRoom']), { signal });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'CLINIC_NO_ROOM') return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}

export function useUpdateMyRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMyRoom) =>
      apiRequest<Room>(routePath(DIRECTORY_ROUTES['clinic.updateMyRoom']), { method: 'PATCH', body }),
    meta: { successMessage: 'feedback.done.roomSaved' },
    onSuccess: (room) => client.setQueryData(KEY, room),
  });
}
