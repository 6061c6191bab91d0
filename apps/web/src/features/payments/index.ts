/** Public surface of the payments feature: screens, sidebar entries, modals, store slot and the sections other screens show. */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { rolesAllowed } from '@lintel/shared';
import { IconWallet } from './nav-icon.tsx';
import { paymentsSlot } from './state/payments-slot.ts';

const PaymentsPage = lazy(() => import('./routes/payments-page.tsx'));
const MyPaymentsPage = lazy(() => import('./routes/my-payments-page.tsx'));

/** The money summary of one property, shown on the property page (loaded when shown). */
export const PropertyMoneySummary = lazy(() => import('./property-money-summary.tsx'));
/** The "My accounts" tab of the settings screen (loaded when shown). */
export const MyAccountsTab = lazy(() => import('./my-accounts-tab.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  paymentForm: lazy(() => import('./modals/payment-form-modal.tsx')),
  paymentDetails: lazy(() => import('./modals/payment-details-modal.tsx')),
  addExpense: lazy(() => import('./modals/add-expense-modal.tsx')),
  addIncome: lazy(() => import('./modals/add-income-modal.tsx')),
  attachmentPayment: lazy(() => import('./modals/attachment-payment-modal.tsx')),
  paymentSuccess: lazy(() => import('./modals/payment-success-modal.tsx')),
  downloadPayments: lazy(() => import('./modals/download-payments-modal.tsx')),
  chooseTaxRate: lazy(() => import('./modals/choose-tax-rate-modal.tsx')),
  createTaxRate: lazy(() => import('./modals/create-tax-rate-modal.tsx')),
  scheduleMortgage: lazy(() => import('./modals/schedule-mortgage-modal.tsx')),
  myAccounts: lazy(() => import('./modals/my-accounts-modal.tsx')),
  accountForm: lazy(() => import('./modals/account-form-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    payments: typeof modals;
  }
}

export const paymentsFeature: AppFeature = {
  name: 'payments',
  appRoutes: [
    { path: paths.payments, element: page(PaymentsPage) },
    { path: paths.myPayments, element: page(MyPaymentsPage) },
  ],
  // Landlords' Payments page; a tenant pays and downloads receipts of their tenancy (issue 4).
  nav: [
    { to: paths.payments, label: 'Payments', icon: IconWallet, roles: rolesAllowed('money.manage') },
    { to: paths.myPayments, label: 'My payments', icon: IconWallet, roles: ['tenant'] },
  ],
  modals,
  reducers: { payments: paymentsSlot.reducer },
  widgets: [{ id: 'unpaidRent', roles: rolesAllowed('money.manage'), component: lazy(() => import('./unpaid-rent-widget.tsx')) }],
};
