/** Spec point 4: every asynchronous operation is tracked as one of these. */
export const asyncStatuses = ['idle', 'pending', 'succeeded', 'rejected'] as const;
export type AsyncStatus = (typeof asyncStatuses)[number];
