// Event handlers typed the ways powerbi-client's users type them.
import { service, models, type Report, type Embed } from '@org/embed-client';

declare const report: Report;
declare const embed: Embed;

// The untyped style of powerbi-client's samples.
report.on('loaded', function () {
  report.off('loaded');
});
report.on('rendered', () => console.log('rendered'));
// Generic handlers over ICustomEvent<T>.
report.on<models.IError>('error', (event: service.ICustomEvent<models.IError>) => console.error(event.detail.message));
const onPage: service.IEventHandler<{ newPage: { displayName: string } }> = (event) =>
  console.log(event.detail.newPage.displayName);
report.on('pageChanged', onPage);
report.off('pageChanged', onPage);
// Events known by name give their detail's type without annotations.
report.on('dataSelected', (event) => console.log(event.detail.dataPoints.length));
report.on('buttonClicked', (event: service.ICustomEvent<{ title: string }>) => console.log(event.detail.title));
// An event name the SDK does not know still compiles, as in powerbi-client.
embed.on('custom', (event: service.ICustomEvent<unknown>) => event.detail);
// A handler that is not a function does not.
// @ts-expect-error handler must be a function
report.on('loaded', 'handler');

export {};
