import { useLocation } from 'react-router';
import { etablissements } from './resources/etablissements';
import { rooms } from './resources/rooms';
import { sections } from './resources/sections';
import { services } from './resources/services';
import { specialities } from './resources/specialities';
import { DirectoryScreen } from './scaffold/directory-screen';
import type { AnyResource } from './scaffold/resource';

/** The directory's screens by the last part of their path, from one page script. */
export const DIRECTORY: Record<string, AnyResource> = { etablissements, specialities, services, sections, rooms };

/** `/dashboard/{etablissements,specialities,services,sections,rooms}`. */
export default function DirectoryRoute() {
  const last = useLocation().pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  const resource = DIRECTORY[last] ?? etablissements;
  return <DirectoryScreen key={resource.name} resource={resource} />;
}
