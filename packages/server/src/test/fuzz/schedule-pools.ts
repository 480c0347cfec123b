import { BlocksRepository } from '../../modules/clinic/time-off/blocks.repository.js';
import { agendaOf } from '../schedule-fixtures.js';
import { insertClinic, insertDoctor, riyadhAt } from '../clinic-fixtures.js';
import type { TestApp } from '../test-app.js';
import type { Pools } from './context.js';

/** Agendas, consultation types and time off that exist, so fuzzed changes reach the handlers. */
export async function schedulePools(t: TestApp): Promise<Pools> {
  const clinic = await insertClinic(t, 'Fuzz');
  const doctors = await Promise.all(Array.from({ length: 3 }, () => insertDoctor(t, clinic, { roomId: null })));
  const blocks = new BlocksRepository(t.database.db);
  const blockIds = await Promise.all(
    doctors.map(async (doctor, index) => {
      const { id } = await blocks.insert({
        doctorId: doctor.user.id,
        period: `[${riyadhAt(index + 1, '10:00')},${riyadhAt(index + 1, '11:00')})`,
      });
      return (await blocks.findById(id))!.pubkey;
    }),
  );
  return {
    'agendas.pubkey': await Promise.all(doctors.map((doctor) => agendaOf(t, doctor))),
    'consultation-types.pubkey': doctors.flatMap((doctor) => [doctor.types.pending, doctor.types.autoConfirm]),
    'blocks.pubkey': blockIds,
  };
}
