import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { RouteObject } from './route-object';
import { useRoutes } from './use-routes';

export interface RouteProps {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside `<Routes>`; it never renders itself. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('<Route> is only used as a child of <Routes>');
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFromChildren(child.props.children));
      return;
    }
    const { path, index, caseSensitive, element, children: nested } = child.props;
    routes.push({ path, index, caseSensitive, element, children: nested ? routesFromChildren(nested) : undefined });
  });
  return routes;
}

/** The `<Route>` children as a route table, rendered as `useRoutes` does. */
export function Routes({ children }: { children?: ReactNode }) {
  return useRoutes(routesFromChildren(children));
}
