import type { EventHooks } from '@org/embed-models';
import type { RouteHandler } from '../transport';
import type { HostedEmbed } from '../host/embed-host';
import type { ErrorMode } from '../host/error-mode';

/**
 * Refuses event hooks the frame cannot call back for this embed, with the reference's messages:
 * every hook must be a function, the application context provider needs a report, the access
 * token provider a report or create embed with an Azure AD token.
 */
export function validateEventHooks(
  fail: ErrorMode['fail'],
  hooks: EventHooks | undefined,
  embedtype: string,
  tokenType: unknown,
): void {
  if (!hooks) return;
  for (const key of Object.keys(hooks)) {
    if (typeof hooks[key as keyof EventHooks] !== 'function') {
      throw fail(key + ' must be a function');
    }
  }
  if (hooks.applicationContextProvider && embedtype !== 'report') {
    throw fail('applicationContextProvider is only supported in report embed');
  }
  // TokenType.Aad is 0.
  if (hooks.accessTokenProvider && (!/^(create|quickcreate|report)$/.test(embedtype) || tokenType !== 0)) {
    throw fail('accessTokenProvider is only supported in report SaaS embed');
  }
}

/**
 * The handler of `POST /reports/<uid>/eventHooks/:eventName`: `newAccessToken` calls the access
 * token provider, `preQuery` (when `preQuery` is true) the application context provider, each
 * with the request body plus `report`; anything else is answered 200 with a null body.
 */
export function eventHookRoute(embed: HostedEmbed, preQuery: boolean): RouteHandler {
  // Async like the reference's: a handler that fails sends no reply at all, not a warning.
  return async (request, response) => {
    const name = request.params.eventName;
    const hook =
      name === 'newAccessToken'
        ? 'accessTokenProvider'
        : preQuery && name === 'preQuery'
          ? 'applicationContextProvider'
          : undefined;
    if (!hook) return;
    const body = (request.body ||= {}) as Record<string, unknown>;
    body.report = embed;
    await embed.service.invokeSDKHook(embed.eventHooks?.[hook], request, response);
  };
}
