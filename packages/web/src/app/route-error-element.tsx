import { useRouteError } from 'react-router';
import { RouteError } from './route-error';

/** A route's `errorElement`: its page script failed to load (or its route failed), shown in the page's place. */
export function RouteErrorElement() {
  return <RouteError error={useRouteError()} />;
}
