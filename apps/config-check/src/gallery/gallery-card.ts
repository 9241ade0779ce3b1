import type { Embed, Service } from '@org/embed-client';
import { configText, type GalleryEmbed } from './embed-types.ts';

function html<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Sets the card's status line: what the component last said. */
function say(status: HTMLElement, kind: 'loading' | 'ok' | 'error', text: string) {
  status.dataset.state = kind;
  status.textContent = text;
}

/**
 * One card of the gallery: its heading, what it shows, a status line fed by the component's events, the embedded
 * frame, and the configuration it was embedded with. Embeds as soon as it is built.
 */
export function galleryCard(powerbi: Service, item: GalleryEmbed): HTMLElement {
  const card = html('section', `card embed-card embed-card-${item.key}`);
  card.dataset.embedType = item.key;
  const headingId = `${item.key}-title`;
  card.setAttribute('aria-labelledby', headingId);

  const heading = html('h2', '', item.title);
  heading.id = headingId;
  const endpoint = html('code', 'embed-endpoint', item.endpoint);
  heading.append(' ', endpoint);

  const description = html('p', 'hint', item.description);
  const status = html('p', 'embed-status');
  status.setAttribute('role', 'status');
  say(status, 'loading', 'Loading…');
  const host = html('div', 'embed-host');

  const details = html('details', 'embed-config');
  const summary = html('summary', '', 'Configuration');
  const pre = html('pre');
  pre.append(html('code', '', configText(item.config)));
  details.append(summary, pre);

  card.append(heading, description, status, host, details);

  const component: Embed = powerbi.embed(host, item.config as Parameters<Service['embed']>[1]);
  component.on('loaded', () => say(status, 'ok', `Loaded (${item.endpoint}).`));
  component.on('error', (event) => {
    const detail = (event as CustomEvent<{ message?: string; detailedMessage?: string }>).detail;
    say(status, 'error', `Error: ${detail?.detailedMessage ?? detail?.message ?? 'the frame reported an error'}`);
  });
  if (item.key === 'dashboard' || item.key === 'tile') {
    component.on('tileClicked', (event) => {
      const detail = (event as CustomEvent<{ tileId?: string }>).detail;
      say(status, 'ok', `tileClicked: ${detail?.tileId ?? '(no tile id)'}`);
    });
  }
  return card;
}
