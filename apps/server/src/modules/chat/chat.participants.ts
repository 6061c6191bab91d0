/**
 * Who takes part in the subject of a conversation, per subject kind (issue 14). The chat module asks
 * the registry when a conversation is opened (to create it and add people who joined the subject
 * since) and again at every post (someone who left a lease, or a lease that ended, may no longer
 * post). Lease, quote request and direct resolvers live here, reading the owning modules through
 * their index.ts; the work-orders module supplies `workOrder` at merge (modules/index.ts), and until
 * then that kind answers CONVERSATION_NOT_FOUND.
 */
import { addressArea, can, todayDateOnly, type ChatSubjectKind } from '@lintel/shared';
import type { AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByEmail, findUserById } from '../auth/index.ts';
import { findContact } from '../contacts/index.ts';
import { leaseParties } from '../leases/index.ts';
import { quoteRequestParties } from '../quotes/index.ts';

/** The people of one subject as its owning module sees them now. */
export interface ChatSubjectParties {
  /** The account the subject belongs to (the conversation's, and its events'). */
  accountId: string;
  /** Shown as the conversation's name (a direct conversation shows the other person instead). */
  title: string;
  /** Web path of the subject, or null. */
  link: string | null;
  /** User ids who take part now: they may read, and post while `open`. */
  userIds: string[];
  /** False once the subject ended (a terminated or ended lease, a closed work order): history stays readable. */
  open: boolean;
  /** What is true about posting, in words for the viewer (issue 21 item 10); the chat service words the usual cases itself. */
  notice?: string;
  /** One conversation per key; default `<kind>:<id>` (a direct conversation: the sorted pair of users). */
  key?: string;
}

/**
 * The parties of subject `id`, or undefined when it does not exist or `viewer` may not know of it
 * (both answer 404). It may throw an AppError (e.g. 403 for a role that may not open the kind).
 * `key` names the conversation asked about when there is one (a subject may have several, e.g. a
 * work order's conversation per provider before a quote is accepted); without it, the resolver
 * answers the conversation `viewer` opens for the subject. `withUserId` names the other person of the
 * conversation the viewer opens when the subject has one per person (a work order's provider asked to
 * quote); a resolver of a kind without such conversations answers undefined for it (404).
 */
export type ChatParticipantResolver = (id: string, viewer: AuthContext, key?: string, withUserId?: string) => Promise<ChatSubjectParties | undefined>;

export type ChatParticipantResolvers = Partial<Record<ChatSubjectKind, ChatParticipantResolver>>;

/** Display name of a user for a conversation: a provider's company, else their name. */
export async function displayNameOf(db: Executor, userId: string): Promise<string | undefined> {
  const user = await findUserById(db, userId);
  return user ? (user.companyName?.trim() || user.fullName) : undefined;
}

/** The resolvers chat owns: a lease's landlord and tenants, a quote request's homeowner and quoting providers, a contact. */
export function builtInResolvers(db: Executor): ChatParticipantResolvers {
  return {
    async lease(id, _viewer, _key, withUserId) {
      if (withUserId) return undefined;
      const lease = await leaseParties(db, id);
      if (!lease) return undefined;
      const ended = lease.status === 'terminated' || (lease.endDate !== null && lease.endDate < todayDateOnly());
      // Tenants never see a draft; its conversation is the landlord's alone until it is sent.
      const tenants = lease.status === 'draft' ? [] : lease.tenantUserIds;
      const notice = lease.status === 'terminated' ? 'This lease was terminated, so its conversation is closed for new messages. Its history stays here.' : ended ? 'This lease has ended, so its conversation is closed for new messages. Its history stays here.' : undefined;
      return { accountId: lease.accountId, title: lease.propertyName, link: `/leases/${id}`, userIds: [lease.accountId, ...tenants], open: !ended, ...(notice ? { notice } : {}) };
    },
    async quoteRequest(id, viewer, _key, withUserId) {
      if (withUserId) return undefined;
      const request = await quoteRequestParties(db, id);
      if (!request) return undefined;
      const link = viewer.userId === request.accountId ? `/quote-requests/${id}` : null;
      return { accountId: request.accountId, title: `Quote request · ${addressArea(request.address) || 'address shared once hired'}`, link, userIds: [request.accountId, ...request.providerIds], open: true };
    },
    async direct(contactId, viewer, _key, withUserId) {
      if (withUserId) return undefined;
      if (!can(viewer.role, 'contact.manage')) throw new AppError('FORBIDDEN', 'Direct conversations start from your contacts');
      const contact = await findContact(db, viewer.accountId, contactId);
      if (!contact) return undefined;
      const other = contact.email ? await findUserByEmail(db, contact.email.toLowerCase()) : undefined;
      // The same answer whether or not the address has an account (issue 25 item 7): without one, a
      // conversation of the caller alone, keyed by the contact; its title is the caller's name for them.
      if (!other || other.id === viewer.userId) {
        return { accountId: viewer.accountId, title: contact.displayName, link: null, userIds: [viewer.userId], open: true, key: `direct:${viewer.userId}:contact:${contactId}` };
      }
      const pair = [viewer.userId, other.id].sort();
      return { accountId: viewer.accountId, title: contact.displayName, link: null, userIds: pair, open: true, key: `direct:${pair[0]}:${pair[1]}` };
    },
  };
}
