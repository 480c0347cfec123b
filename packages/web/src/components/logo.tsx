import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The Bayan mark (the same drawing as public/favicon.svg); decorative next to the site name. */
export function Logo(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 64 64" aria-hidden {...props}>
      <rect width="64" height="64" rx="15" fill="currentColor" />
      <path d="M32 12 L52 32 L32 52 L12 32 Z" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="32" cy="32" r="6" fill="#fff" />
    </SvgIcon>
  );
}
