/** The playground's output panel: what the user's code logged and returned, its errors, and notes from the page. */

type OutputKind = 'log' | 'result' | 'error' | 'note';

const PREFIX: Record<OutputKind, string> = { log: 'log', result: 'returned', error: 'error', note: 'note' };

export interface OutputPanel {
  write(kind: OutputKind, text: string): void;
  clear(): void;
}

/** Writes lines into `list` (an `<ol role="log">`). */
export function outputPanel(list: HTMLElement): OutputPanel {
  return {
    write(kind, text) {
      const item = document.createElement('li');
      item.className = `output-${kind}`;
      item.dataset.kind = kind;
      const prefix = document.createElement('span');
      prefix.className = 'output-prefix';
      prefix.textContent = `${PREFIX[kind]}: `;
      const body = document.createElement('span');
      body.className = 'output-text';
      body.textContent = text;
      item.append(prefix, body);
      list.append(item);
      item.scrollIntoView?.({ block: 'nearest' });
    },
    clear() {
      list.replaceChildren();
    },
  };
}
