import Avatar from '@mui/material/Avatar';
import type { Doctor } from '@bayan/shared';
import { withBase } from '../config/base-path';

/** The Arabic article: «الدوسري» is known by its «د», not by the «ا» every family name shares. */
const ARTICLE = /^ال(?=\p{L}{2})/u;

/**
 * Up to two letters of a name, titles such as «د.» or "Dr." and the family particle «آل» left out,
 * each word's article skipped («فهد الدوسري» → «فد»): the avatar without a photo.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '' && word !== 'آل' && !word.endsWith('.'));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(ARTICLE, '')][0])
    .join('');
}

interface DoctorAvatarProps {
  doctor: Pick<Doctor, 'name' | 'photoUrl'>;
  /** In pixels. */
  size?: number;
  /** A photo to show instead of the doctor's (a preview before it is sent). */
  src?: string | undefined;
  /** What it is called, when not the doctor's name (a form's preview before an account is chosen). */
  label?: string | undefined;
  /** Beside the name already (a button that says it): hidden from screen readers, not read twice. */
  decorative?: boolean;
}

/** The doctor's photo (GET /api/doctors/:pubkey/photo), or their initials; named after the doctor either way. */
export function DoctorAvatar({ doctor, size = 40, src, label = doctor.name, decorative = false }: DoctorAvatarProps) {
  const photo = src ?? (doctor.photoUrl ? withBase(doctor.photoUrl) : undefined);
  // MUI shows a person icon when there are no initials.
  const initials = initialsOf(doctor.name) || undefined;
  return (
    <Avatar
      src={photo}
      alt={decorative ? '' : label}
      // The initials are letters, not the name: say who it is.
      {...(decorative ? { 'aria-hidden': true } : photo ? {} : { role: 'img', 'aria-label': label })}
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}
    >
      {initials}
    </Avatar>
  );
}
