import { Service } from '@org/embed-client';

type FailureListener = (error: unknown) => void;

let service: Service | undefined;
const listeners = new Set<FailureListener>();

/**
 * The viewer's one embedding service, made on first use (in the browser). It is the shared
 * service of `<EmbedComponent>` with one addition: a request to the frame that fails with nobody
 * to catch it (the report's load, answered with an error status) reaches `onFrameFailure`
 * listeners, so the report area can say the report could not be loaded instead of staying blank.
 * It is still logged, as the SDK does by default.
 */
export function getReportService(): Service {
  return (service ||= new Service({
    onError(error: unknown) {
      console.error(error);
      for (const listener of listeners) listener(error);
    },
  }));
}

/** Calls `listener` with each failure the service could not hand to anyone; returns the removal. */
export function onFrameFailure(listener: FailureListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
