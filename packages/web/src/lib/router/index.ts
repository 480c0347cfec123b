/**
 * The app's router (issue 14: react-router's declarative mode, the part the app uses, in a few KB):
 * a route table with nested layouts, index routes and splats ranked as react-router ranks them,
 * under the server's base path; links that are real anchors; navigation, location, parameters
 * and search parameters through the same hooks and components as before.
 */
export { BrowserRouter, MemoryRouter } from './router';
export { Routes, Route, type RouteProps } from './routes';
export { useRoutes, Outlet } from './use-routes';
export { Link, type LinkProps } from './link';
export { Navigate, useNavigate, type NavigateFunction, type NavigateOptions } from './navigate';
export { useLocation, useParams } from './hooks';
export { useSearchParams, type SetSearchParams } from './use-search-params';
export type { Location } from './context';
export type { Path, To } from './path';
export type { Params, RouteObject } from './route-object';
