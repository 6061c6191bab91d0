/** 'Add expense' modal (spec point 2): the transaction form for an expense. */
import TransactionFormModal from './transaction-form-modal.tsx';
import type { TransactionFormModalProps } from './transaction-form-modal.tsx';

export default function AddExpenseModal(props: Omit<TransactionFormModalProps, 'type'>) {
  return <TransactionFormModal {...props} type="expense" />;
}
