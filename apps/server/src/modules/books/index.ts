/** Books module: Lintel's guides (a catalogue shipped with the code). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerBookRoutes } from './books.routes.ts';

/** Registers GET /books and GET /books/{id}. */
export function booksModule(api: FastifyInstance, deps: AppDeps): void {
  registerBookRoutes(api, deps);
}
