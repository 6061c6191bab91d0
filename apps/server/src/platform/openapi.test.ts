import { describe, expect, it } from 'vitest';
import { describeOperation } from './openapi.ts';

describe('describeOperation (OpenAPI operationId and summary from method and path)', () => {
  it.each([
    ['GET', '/api/properties/:id', 'getPropertiesById', 'GET /properties/{id}'],
    ['POST', '/api/group-inventories/add/:id', 'postGroupInventoriesAddById', 'POST /group-inventories/add/{id}'],
    ['PATCH', '/api/auth/fill-sp-steps', 'patchAuthFillSpSteps', 'PATCH /auth/fill-sp-steps'],
    ['DELETE', '/api/properties/:id/rooms/:roomId', 'deletePropertiesByIdRoomsByRoomId', 'DELETE /properties/{id}/rooms/{roomId}'],
  ])('%s %s → %s', (method, url, operationId, summary) => {
    expect(describeOperation(method, url)).toEqual({ operationId, summary });
  });
});
