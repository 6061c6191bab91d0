/**
 * 'Link task' modal (spec point 2): a task of the user's own for a read-only entry of another area
 * (a lease end, a rent due date), on its day, titled after it; the form is the create-event form.
 */
import type { CalendarEvent } from '@lintel/shared';
import type { StackedModalProps } from '../../../components/ui/modal-stack/modal-host.tsx';
import CreateEventModal from './create-event-modal.tsx';

export default function LinkTaskModal({ onClose, event }: StackedModalProps & { event: CalendarEvent }) {
  const start = new Date(event.start);
  // A task at 09:00 local time on the entry's (UTC) day.
  const at = new Date(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 9);
  return <CreateEventModal onClose={onClose} type="task" start={at.toISOString()} title={`Follow up: ${event.title}`.slice(0, 200)} />;
}
