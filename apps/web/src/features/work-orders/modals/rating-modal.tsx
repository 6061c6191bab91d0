/**
 * 'Rating' modal: the landlord confirms the work is done and rates the provider (1–5, a comment);
 * Lintel then posts the invoice as a Bill expense on the property (it shows in Payments).
 */
import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import { useConfirmWorkOrderMutation } from '../api/work-orders-api.ts';
import { formatMoney } from '../components/work-order-format.ts';

export default function RatingModal({
  onClose,
  workOrderId,
  providerName,
  amount,
}: StackedModalProps & { workOrderId: string; providerName: string; amount: number | null }) {
  const [confirmWorkOrder] = useConfirmWorkOrderMutation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (rating < 1) return setError('Choose 1 to 5 stars');
    setSaving(true);
    const result = await confirmWorkOrder({
      id: workOrderId,
      input: { rating, ...(comment.trim() ? { comment: comment.trim() } : {}) },
    });
    setSaving(false);
    if (!result.error) {
      onClose();
    }
  }
  return (
    <Modal opened onClose={onClose} title={`Rate ${providerName}`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text size="sm">
            Confirm the work is done. The invoice{amount !== null ? ` (${formatMoney(amount)})` : ''} is recorded as a
            Bill on the property.
          </Text>
          <div>
            <Rating value={rating} onChange={setRating} size="lg" aria-label="Rating, 1 to 5 stars" />
            {error ? (
              <Text size="xs" c="red" mt={4}>
                {error}
              </Text>
            ) : null}
          </div>
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Confirm and rate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
