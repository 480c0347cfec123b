import { useRoutes, type RouteObject } from 'react-router';
import { HomeCardsProvider } from '../../../components/home/home-cards';
import { dashboardRoutes } from '../../dashboard-routes';
import { HOME_CARDS } from '../../home-cards';
import { DashboardLayout } from './dashboard-layout';

export { preloadDashboardPage } from '../../dashboard-routes';

const routes: RouteObject[] = [{ element: <DashboardLayout />, children: dashboardRoutes }];

/**
 * Everything below `/dashboard`: the shell and the features' dashboard pages, in one script that
 * the router loads when a dashboard path is first entered (app/router.tsx), so the public pages
 * carry neither the dashboard's route tables nor its menu (issue 14). The features' home cards
 * are handed to the home from here.
 */
export function DashboardApp() {
  return <HomeCardsProvider value={HOME_CARDS}>{useRoutes(routes)}</HomeCardsProvider>;
}
