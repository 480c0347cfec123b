import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

type RouterLinkProps = Omit<LinkProps, 'to'> & { href: LinkProps['to']; ref?: Ref<HTMLAnchorElement> };

/** Lets MUI's Link, Button and CardActionArea navigate client-side: their `href` becomes `to`. */
export function RouterLink({ href, ref, ...props }: RouterLinkProps) {
  return <Link ref={ref} to={href} {...props} />;
}
