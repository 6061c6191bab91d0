/** 'Add income' modal (spec point 2): the transaction form for income. */
import TransactionFormModal from './transaction-form-modal.tsx';
import type { TransactionFormModalProps } from './transaction-form-modal.tsx';

export default function AddIncomeModal(props: Omit<TransactionFormModalProps, 'type'>) {
  return <TransactionFormModal {...props} type="income" />;
}
