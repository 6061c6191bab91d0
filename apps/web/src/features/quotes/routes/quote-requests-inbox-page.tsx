/**
 * /quotes/requests — kept for links already sent (e-mails, bookmarks): a provider's requests for
 * quotes live in one inbox (issue 21 item 8), the work-order inbox, which lists work orders and
 * window and door projects together.
 */
import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export default function QuoteRequestsInboxPage() {
  return <Navigate to={paths.workOrderInbox} replace />;
}
