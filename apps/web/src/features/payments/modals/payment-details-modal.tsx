/**
 * 'Payment details' modal (spec point 2): the payment, its transaction's status, attachments,
 * 'Generate receipt' with the PDF's download link; a landlord confirms a tenant's payment, edits or
 * deletes it.
 */
import { Anchor, Badge, Button, Divider, Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { fileKindOf, propertyRefLabel } from '@lintel/shared';
import type { Payment } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog.tsx';
import { useAppDispatch, useAppSelector } from '../../../lib/redux-hooks.ts';
import { selectCachedPayment, useRemovePaymentMutation, useUpdatePaymentMutation } from '../api/payments-api.ts';
import { ReceiptButton } from '../components/receipt-button.tsx';
import { formatDate } from '../components/date-range.ts';
import { formatAmount, paymentStatusColor, paymentStatusText, statusColor, statusText } from '../components/money-format.ts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {children}
      </Text>
    </Group>
  );
}

export default function PaymentDetailsModal({ onClose, paymentId, payment: given }: StackedModalProps & { paymentId: string; payment: Payment }) {
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.auth.user?.role);
  // The cache's latest copy (a list on screen, or its transaction's row), else the answer of Confirm, else the one given.
  const stored = useAppSelector((state) => selectCachedPayment(state, paymentId));
  const [removePayment, { isLoading: removing }] = useRemovePaymentMutation();
  const [updatePayment, { isLoading: confirming }] = useUpdatePaymentMutation();
  const [deleting, setDeleting] = useState(false);
  // Opened from a notice, the payment may not be in the loaded list: the answer of Confirm shows here.
  const [answered, setAnswered] = useState<Payment | null>(null);
  const payment = stored ?? answered ?? given;
  const confirm = () =>
    void updatePayment({ id: payment.id, input: { confirmed: true } })
      .unwrap()
      .then(setAnswered)
      .catch(() => undefined);
  const isLandlord = role !== 'tenant';
  const canChange = isLandlord || (payment.recordedBy === 'tenant' && !payment.confirmed);

  return (
    <Modal opened onClose={onClose} title="Payment details" centered size="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fz={28} fw={700}>
            {formatAmount(payment.amount)}
          </Text>
          <Badge color={paymentStatusColor[payment.status]} variant="light">
            {paymentStatusText(payment.status)}
          </Badge>
        </Group>
        <Row label="For">{payment.transaction.name}</Row>
        <Row label="Transaction">
          {formatAmount(payment.transaction.paidAmount)} paid of {formatAmount(payment.transaction.amount)}{' '}
          <Badge color={statusColor[payment.transaction.status]} variant="light" ml={4}>
            {statusText(payment.transaction.status)}
          </Badge>
        </Row>
        <Row label="Date">{formatDate(payment.date)}</Row>
        {payment.property && <Row label="Property">{propertyRefLabel(payment.property)}</Row>}
        <Row label="Paid by">{payment.tenant?.fullName ?? (payment.recordedBy === 'tenant' ? 'Tenant' : '—')}</Row>
        <Row label="Method">{payment.paymentMethod?.name ?? '—'}</Row>
        {isLandlord && <Row label="Account">{payment.account?.name ?? '—'}</Row>}
        {payment.memo && <Row label="Memo">{payment.memo}</Row>}
        {payment.attachments.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              Attachments
            </Text>
            <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
              {payment.attachments.map((file) =>
                fileKindOf(file.mimeType) === 'image' ? (
                  <Anchor key={file.id} href={file.url} target="_blank" rel="noopener" aria-label={`Open ${file.name}`}>
                    <Image src={file.previewUrl ?? file.url} alt={file.name} h={80} radius="sm" fit="cover" />
                  </Anchor>
                ) : (
                  <Anchor key={file.id} href={file.url} target="_blank" rel="noopener" size="sm">
                    {file.name}
                  </Anchor>
                ),
              )}
            </SimpleGrid>
          </>
        )}
        <Divider />
        <ReceiptButton key={payment.id} paymentId={payment.id} receipt={payment.receipt} />
        <Group justify="space-between" mt="xs">
          <Group gap="xs">
            {canChange && (
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                Delete
              </Button>
            )}
            {canChange && (
              <Button variant="default" onClick={() => dispatch(modalOpened({ name: modalNames.paymentForm, props: { payment } }))}>
                Edit
              </Button>
            )}
          </Group>
          <Group gap="xs">
            {isLandlord && !payment.confirmed && (
              <Button color="teal" loading={confirming} onClick={confirm}>
                Confirm payment
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title="Delete payment"
        message={`Delete the payment of ${formatAmount(payment.amount)}? The paid amount of “${payment.transaction.name}” goes down.`}
        confirmLabel="Delete"
        loading={removing}
        onConfirm={async () => {
          const result = await removePayment(payment.id);
          if (!result.error) {
            setDeleting(false);
            onClose();
          }
        }}
        onCancel={() => setDeleting(false)}
      />
    </Modal>
  );
}
