import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/http-test-server.ts';
import { ApiRequestError, apiRequest } from '../../src/api/api-request.ts';

describe('apiRequest', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer((request, response) => {
      if (request.url === '/text') {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('upstream exploded');
        return;
      }
      response.writeHead(request.method === 'DELETE' ? 200 : 201, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ echoed: request.body ? JSON.parse(request.body) : null, method: request.method }));
    });
  });
  afterAll(() => server.close());

  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    it(`[A-HELPER-01] sends ${method} with a JSON body and reads the JSON answer`, async () => {
      const before = server.seen.length;
      const body = { name: 'Bed occupancy', order: [3, 1, 2], nested: { ok: true } };
      const result = await apiRequest<{ echoed: unknown; method: string }>(method, '/items/7', {
        body,
        token: 'session-token',
        baseUrl: server.baseUrl,
      });
      const seen = server.seen[before]!;
      expect(seen.method).toBe(method);
      expect(seen.url).toBe('/items/7');
      expect(seen.headers['content-type']).toBe('application/json');
      expect(seen.headers.authorization).toBe('Bearer session-token');
      expect(JSON.parse(seen.body)).toEqual(body);
      expect(result.body).toEqual({ echoed: body, method });
      expect(result.status).toBe(method === 'DELETE' ? 200 : 201);
    });
  }

  it('sends no body, Content-Type or Authorization when given none', async () => {
    const before = server.seen.length;
    await apiRequest('GET', '/plain', { baseUrl: server.baseUrl });
    const seen = server.seen[before]!;
    expect(seen.body).toBe('');
    expect(seen.headers['content-type']).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('returns the status of an error answer and no body when it is not JSON', async () => {
    await expect(apiRequest('GET', '/text', { baseUrl: server.baseUrl })).resolves.toEqual({
      status: 500,
      body: undefined,
    });
  });

  it('throws ApiRequestError when nothing answers', async () => {
    const closed = await startTestServer(() => {});
    await closed.close();
    await expect(apiRequest('GET', '/x', { baseUrl: closed.baseUrl })).rejects.toBeInstanceOf(ApiRequestError);
  });
});
