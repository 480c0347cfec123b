import { describe, expect, it } from 'vitest';
import { findTrail } from '../lib/menu-tree';
import { dashboardsOf, FEATURE_DASHBOARDS } from './feature-dashboards';
import { FEATURE_MENUS } from './feature-menus';
import { FEATURES } from './features';
import { menuOf } from './menu';

describe('the dashboard menu, from the features’ menu.ts', () => {
  const menu = menuOf(FEATURES);

  it.each(
    dashboardsOf(FEATURES).flatMap(({ name, dashboard }) =>
      (dashboard.routes ?? []).map((route) => [name, route.entry]),
    ),
  )('has the entry that guards %s’s page %s (a page without one answers "not found")', (_feature, entry) => {
    expect(findTrail(menu, (item) => item.id === entry)).toBeTruthy();
  });

  it('takes menus only from registered features', () => {
    const names = new Set(FEATURES.map((feature) => feature.name));
    expect(Object.keys(FEATURE_MENUS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('takes dashboard pages and widgets only from registered features', () => {
    const names = new Set(FEATURES.map((feature) => feature.name));
    expect(Object.keys(FEATURE_DASHBOARDS).filter((name) => !names.has(name))).toEqual([]);
  });
});
