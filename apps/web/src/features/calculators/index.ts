/** Public surface of the calculators feature (issue 14): the Calculators screen and its sidebar entry. */
import { lazy } from 'react';
import { rolesAllowed } from '@lintel/shared';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { IconCalculator } from './nav-icon.tsx';

const CalculatorsPage = lazy(() => import('./routes/calculators-page.tsx'));

export const calculatorsFeature: AppFeature = {
  name: 'calculators',
  appRoutes: [{ path: paths.calculators, element: page(CalculatorsPage) }],
  nav: [{ to: paths.calculators, label: 'Calculators', icon: IconCalculator, roles: rolesAllowed('calculator.use') }],
};
