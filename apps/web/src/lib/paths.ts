/**
 * The shell's URLs and the links the features written before issue 20 share (docs/style.md#layout-shows-the-architecture). Leaf module:
 * features may import it, it imports nothing. A new area does not add lines here: it declares its own
 * paths in its index.ts (`export const chatPaths = { chat: '/chat' }`) and other features link through it.
 */
export const paths = {
  home: '/',
  login: '/login',
  signUp: '/sign-up',
  signUpSteps: '/sign-up/steps',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  properties: '/properties',
  property: (id: string) => `/properties/${id}`,
  settings: '/settings',
  settingsTab: (tab: string) => `/settings?tab=${tab}`,
  terms: '/terms',
  privacy: '/privacy',
  configurator: '/configurator',
  configuratorType: (projectType: string) => `/configurator/${projectType}`,
  configuratorCart: '/configurator/cart',
  configuratorCheckout: '/configurator/checkout',
  configuratorProjects: '/configurator/projects',
  inventory: '/inventory',
  contacts: '/contacts',
  sharedContact: (token: string) => `/contacts/shared/${token}`,
  documents: '/documents',
  gallery: '/gallery',
  // Leasing (issue 3): the e-mailed links are /leases/{id}/sign, /leases/{id}, /apply/{token},
  // /lease-form-templates/shared/{token} and /tenant-applications/{id}.
  tenants: '/tenants',
  leases: '/leases',
  lease: (id: string) => `/leases/${id}`,
  leaseSign: (id: string) => `/leases/${id}/sign`,
  myLease: '/my-lease',
  applications: '/tenant-applications',
  application: (id: string) => `/tenant-applications/${id}`,
  apply: (token: string) => `/apply/${token}`,
  leaseTemplates: '/lease-form-templates',
  sharedLeaseTemplate: (token: string) => `/lease-form-templates/shared/${token}`,
  // Quotes: service providers' quotes and incoming requests; requesters' quote requests (e-mailed links too).
  quotes: '/quotes',
  quoteRequestsInbox: '/quotes/requests',
  quoteNew: (requestId: string) => `/quotes/new/${requestId}`,
  quoteEdit: (id: string) => `/quotes/${id}/edit`,
  quoteRequests: '/quote-requests',
  quoteRequest: (id: string) => `/quote-requests/${id}`,
  // Money (issue 4): landlords' Payments page; a tenant's payments of their tenancy.
  payments: '/payments',
  /** A transaction on the Payments page: its form opens (a work order's Bill; issue 21). */
  paymentsTransaction: (id: string) => `/payments?transactionId=${id}`,
  myPayments: '/my-payments',
  // Maintenance (issue 12): tenant requests, property services, the request portal without an account.
  requests: '/requests',
  services: '/services',
  portal: (token: string) => `/portal/${token}`,
  // Work orders (issue 12): the landlord's list and page, the provider's inbox, the shared link.
  workOrders: '/work-orders',
  workOrder: (id: string) => `/work-orders/${id}`,
  workOrderInbox: '/work-orders/inbox',
  sharedWorkOrder: (token: string) => `/work-orders/shared/${token}`,
  // Calculators, guides (issue 14).
  calculators: '/calculators',
  guides: '/guides',
  guide: (id: number) => `/guides/${id}`,
} as const;
