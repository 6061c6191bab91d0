/** 'Payment success' modal (spec point 2): what was recorded, the transaction's status as the server decided it, and a receipt. */
import { Badge, Button, Group, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import type { Payment } from '@lintel/shared';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { selectCachedPayment } from '../api/payments-api.ts';
import { ReceiptButton } from '../components/receipt-button.tsx';
import { formatDate } from '../components/date-range.ts';
import { formatAmount, paidPercent, statusColor, statusText } from '../components/money-format.ts';

/** `payment` is the POST's answer; the cache's later copy (a receipt generated since, say) wins. */
export default function PaymentSuccessModal({ onClose, payment: recorded }: StackedModalProps & { payment?: Payment }) {
  const cached = useAppSelector((state) => (recorded ? selectCachedPayment(state, recorded.id) : undefined));
  const payment = cached ?? recorded ?? null;
  return (
    <Modal opened onClose={onClose} title="Payment recorded" centered>
      {!payment ? (
        <Text>The payment was recorded.</Text>
      ) : (
        <Stack>
          <Group gap="sm">
            <ThemeIcon color="teal" radius="xl" size="lg" aria-hidden="true">
              ✓
            </ThemeIcon>
            <div>
              <Text fw={700} fz="lg">
                {formatAmount(payment.amount)}
              </Text>
              <Text size="sm" c="dimmed">
                on {formatDate(payment.date)} for {payment.transaction.name}
              </Text>
            </div>
          </Group>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm">
                {formatAmount(payment.transaction.paidAmount)} paid of {formatAmount(payment.transaction.amount)}
              </Text>
              <Badge color={statusColor[payment.transaction.status]} variant="light">
                {statusText(payment.transaction.status)}
              </Badge>
            </Group>
            <Progress value={paidPercent(payment.transaction.paidAmount, payment.transaction.amount)} color={statusColor[payment.transaction.status]} aria-label="Paid so far" />
          </Stack>
          {!payment.confirmed && <Text size="sm">Your landlord confirms the payment once they have checked the receipt.</Text>}
          <ReceiptButton paymentId={payment.id} receipt={payment.receipt} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
