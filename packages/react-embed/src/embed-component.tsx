import { useEffect, useRef, type ReactElement } from 'react';
import { applyOperations, type EmbedTarget } from './apply-operations';
import type { EmbedProps } from './embed-props';
import { eventSubscriptions, type EventSubscriptions } from './event-subscriptions';
import { isLoadable, planUpdates } from './plan-updates';
import { announce, getSharedService } from './shared-service';
import { useStableTokenProvider } from './use-stable-token-provider';

// A mounted component's embed: the target of its operations, the props it reflects, its subscriptions.
interface Mounted extends EmbedTarget {
  applied: EmbedProps;
  props: EmbedProps;
  events: EventSubscriptions;
}

/**
 * Embeds a Power BI report, dashboard, tile, Q&A box or visual (or a report creation) in a `<div>`,
 * and keeps it in step with its props: a new embed URL, type or id re-embeds, a new token is set,
 * new settings, page or filters are applied. Unmounting resets the container; so does passing another
 * `service`, which then embeds anew. With a `tokenProvider` (prop or `embedConfig.tokenProvider`)
 * no `accessToken` is needed: the embed fetches and renews its token itself.
 */
export function EmbedComponent(given: EmbedProps): ReactElement {
  // A token provider reaches the embed as one stable function that calls the latest one given.
  const props = useStableTokenProvider(given);
  const container = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted | null>(null);
  // Declared first, so in StrictMode's simulated unmount the reset runs before the re-mount below.
  useEffect(
    () => () => {
      release(mounted.current);
      mounted.current = null;
    },
    [],
  );
  useEffect(() => {
    const service = props.service ?? getSharedService();
    let current = mounted.current;
    // Another service: the container is released from the old one and embedded anew with it.
    if (current && current.service != service) current = release(current);
    if (!current) {
      current = mounted.current = {
        service: announce(service),
        container: container.current!,
        onEmbed: (embed) => current!.props.getEmbeddedComponent?.(embed),
        applied: props,
        props,
        events: eventSubscriptions(),
      };
      applyOperations(planUpdates(undefined, props), current);
    } else {
      current.props = props;
      applyOperations(planUpdates(current.applied, props), current);
      // Changes made while there is no token are compared again once it is there.
      if (isLoadable(props)) current.applied = props;
    }
    current.events.update(current.embed, props.eventHandlers);
    if (props.title != null) current.embed?.setComponentTitle(props.title);
  });
  return <div ref={container} className={props.cssClassName} style={props.style} />;
}

// Unmount: our subscriptions go, then the container is reset (iframe, routes, pending calls).
function release(current: Mounted | null): null {
  current?.events.clear();
  current?.service.reset(current.container);
  return null;
}

/** `EmbedComponent` under the name powerbi-client-react exports, for drop-in use. */
export const PowerBIEmbed = EmbedComponent;
