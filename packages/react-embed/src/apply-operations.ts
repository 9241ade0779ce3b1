import type {
  Embed,
  IComponentEmbedConfiguration,
  IReportCreateConfiguration,
  Report,
  Service,
} from '@org/embed-client';
import type { EmbedOperation } from './plan-updates';

/** Where operations are applied: a service, the container it embeds in, and the component there. */
export interface EmbedTarget {
  service: Service;
  container: HTMLElement;
  embed?: Embed;
  /** Called with the component after each embed, load, bootstrap or report creation. */
  onEmbed(embed: Embed): void;
}

const logError = (error: unknown) => console.error(error);

/**
 * Applies `operations` to `target`, each on its own: a synchronous failure is logged and the next
 * operation still runs; a frame request is not waited for, and its failure is logged (with the
 * reference's texts), never left as an unhandled rejection.
 */
export function applyOperations(operations: EmbedOperation[], target: EmbedTarget): void {
  const { service, container } = target;
  for (const operation of operations) {
    const report = target.embed as Report | undefined;
    try {
      switch (operation.kind) {
        case 'embed':
        case 'bootstrap': {
          // A copy: embed-client writes `type` into the config it is given; the prop stays as passed.
          const config = { ...operation.config };
          const method = operation.kind == 'bootstrap' ? 'bootstrap' : operation.method;
          target.onEmbed(
            (target.embed =
              method == 'createReport'
                ? service.createReport(container, config as IReportCreateConfiguration)
                : service[method as 'embed'](container, config as IComponentEmbedConfiguration)),
          );
          break;
        }
        case 'reset':
          service.reset(container);
          target.embed = undefined;
          break;
        case 'setAccessToken':
          // Two arguments, as powerbi-client-react 1.4 logs it: console.error("setAccessToken error:\n", error).
          report
            ?.setAccessToken(operation.accessToken)
            .catch((error) => console.error('setAccessToken error:\n', error));
          break;
        case 'updateSettings':
          report
            ?.updateSettings(operation.settings)
            .catch((error) => console.error('Error in method updateSettings: ' + error));
          break;
        case 'setPage':
          report?.setPage(operation.pageName).catch(logError);
          break;
        case 'replaceFilters':
          // FiltersOperations.Replace
          report?.updateFilters(3, operation.filters).catch(logError);
          break;
        case 'removeFilters':
          report?.removeFilters().catch(logError);
          break;
        default:
          console.error(operation.message);
      }
    } catch (error) {
      logError(error);
    }
  }
}
