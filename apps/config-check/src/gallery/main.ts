import '../style.css';
import './gallery.css';
import { Service } from '@org/embed-client';
import { galleryEmbeds } from './embed-types.ts';
import { frameAnswers, resolveFrameOrigin } from './frame-origin.ts';
import { galleryCard } from './gallery-card.ts';

const grid = document.getElementById('gallery');
const notice = document.getElementById('frame-notice');
if (!grid || !notice) throw new Error('gallery.html lacks #gallery or #frame-notice');

/** Says where the frame is, or why there is none, above the cards. */
function showNotice(kind: 'info' | 'error', nodes: (string | Node)[]) {
  notice!.dataset.state = kind;
  notice!.setAttribute('role', kind === 'error' ? 'alert' : 'note');
  notice!.replaceChildren(...nodes);
}

function code(text: string) {
  const node = document.createElement('code');
  node.textContent = text;
  return node;
}

/** Finds the frame, then embeds every card (or says why it cannot). */
async function start() {
  const origin = await resolveFrameOrigin(window.location);
  if (!origin || !(await frameAnswers(origin))) {
    showNotice('error', [
      'No local report frame answers',
      ...(origin ? [' at ', code(origin)] : []),
      '. Open this page from ',
      code('pnpm --filter @org/config-check dev'),
      ' (or ',
      code('preview'),
      '), which serves @org/fake-frame beside it, or name a running one (without token checks) with ',
      code('?frame=http://localhost:<port>'),
      '.',
    ]);
    return;
  }
  showNotice('info', [
    'Each card embeds with @org/embed-client against the local report frame (@org/fake-frame) at ',
    code(origin),
    ': no Power BI account, no real token.',
  ]);
  const powerbi = new Service();
  grid!.replaceChildren(...galleryEmbeds(origin).map((item) => galleryCard(powerbi, item)));
}

void start();
