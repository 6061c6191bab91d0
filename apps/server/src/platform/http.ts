/** Small Fastify handler helpers the module routes share. */
import type { FastifyReply } from 'fastify';

/**
 * A route handler that runs `run` (a delete, a logout) and answers 204 with no body. Errors thrown
 * by `run` go to the error handler as usual.
 */
export function noContent<Request>(run: (request: Request) => Promise<unknown>) {
  return async (request: Request, reply: FastifyReply) => {
    await run(request);
    return reply.status(204).send(null);
  };
}
