/** Transactions and payments as the API returns them, for the payments tests (shapes from @lintel/shared). */
import type { Payment, Transaction, TransactionSummary } from '@lintel/shared';

let counter = 0;
const uuid = () => `018f0000-0000-7000-8000-${String(700000 + ++counter).padStart(12, '0')}`;

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: uuid(),
    name: 'Rent March 2026',
    type: 'income',
    kind: 'Rent',
    status: 'unpaid',
    amount: 1850,
    paidAmount: 0,
    balance: 1850,
    dueDate: '2026-03-01',
    memo: null,
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    propertyId: null,
    property: {
      id: '018f0000-0000-7000-8000-000000000001',
      nickname: 'Unit 1A',
      parent: { id: '018f0000-0000-7000-8000-000000000002', nickname: 'Maple Court' },
    },
    leaseId: null,
    tenantId: null,
    tenant: { id: '018f0000-0000-7000-8000-000000000003', fullName: 'Tom Tenant' },
    taxRateId: null,
    taxRate: null,
    taxAmount: 0,
    accountId: null,
    account: null,
    lateFeeForId: null,
    mortgageScheduleId: null,
    attachmentIds: [],
    attachments: [],
    payments: [],
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function summaryOf(transaction: Transaction, overrides: Partial<TransactionSummary> = {}): TransactionSummary {
  const { id, name, type, kind, status, amount, paidAmount, balance, dueDate } = transaction;
  return { id, name, type, kind, status, amount, paidAmount, balance, dueDate, ...overrides };
}

export function makePayment(transaction: Transaction, overrides: Partial<Payment> = {}): Payment {
  return {
    id: uuid(),
    amount: 500,
    date: '2026-03-02',
    memo: null,
    transactionId: transaction.id,
    transaction: summaryOf(transaction),
    tenantId: null,
    tenant: null,
    propertyId: transaction.propertyId,
    property: transaction.property,
    attachmentIds: [],
    attachments: [],
    paymentMethodId: 1,
    paymentMethod: { id: 1, name: 'Cash' },
    accountId: null,
    account: null,
    receipt: null,
    recordedBy: 'landlord',
    confirmed: true,
    status: 'confirmed',
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}
