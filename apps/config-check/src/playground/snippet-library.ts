/**
 * The snippet library: the snippets of the picked embed kind (snippets.ts), grouped and searchable,
 * each with an Insert button (into the editor, at the cursor) and a Run button (replaces the code
 * and runs it). The playground mounts it in `<section id="snippet-library" aria-label="Snippets">`.
 */
import './snippets/snippet-library.css';
import type { PlaygroundKind } from './kinds.ts';
import { type Snippet, snippetsFor } from './snippets.ts';

export interface SnippetLibraryOptions {
  /** The kind picked now. */
  kind: () => PlaygroundKind;
  insert(code: string): void;
  run(code: string): void;
}

export interface SnippetLibrary {
  setKind(kind: PlaygroundKind): void;
  dispose(): void;
}

/** A new element with a class name and text. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** True when every word of `query` is in the snippet's title, group or methods. */
function matches(snippet: Snippet, query: string): boolean {
  const text = `${snippet.title} ${snippet.group} ${snippet.methods.join(' ')}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

export function mountSnippetLibrary(host: HTMLElement, options: SnippetLibraryOptions): SnippetLibrary {
  let kind = options.kind();
  const heading = element('h2', '', 'Snippets');
  heading.id = 'snippets-heading';
  const search = element('input');
  search.id = 'snippet-search';
  search.type = 'search';
  search.autocomplete = 'off';
  search.spellcheck = false;
  search.setAttribute('aria-describedby', 'snippet-count');
  const label = element('label', '', 'Search snippets');
  label.htmlFor = search.id;
  const field = element('div', 'field snippet-search');
  field.append(label, search);
  const count = element('p', 'hint');
  count.id = 'snippet-count';
  count.setAttribute('role', 'status');
  const list = element('div', 'snippet-groups');
  const root = element('div', 'snippet-library');
  root.append(heading, field, count, list);
  host.replaceChildren(root);
  host.removeAttribute('aria-label');
  host.setAttribute('aria-labelledby', heading.id);

  function item(snippet: Snippet): HTMLLIElement {
    const li = element('li', 'snippet');
    const text = element('div', 'snippet-text');
    text.append(
      element('span', 'snippet-title', snippet.title),
      element('code', 'snippet-methods', snippet.methods.join(', ')),
    );
    const insert = element('button', 'secondary small', 'Insert');
    insert.type = 'button';
    insert.setAttribute('aria-label', `Insert: ${snippet.title}`);
    insert.addEventListener('click', () => options.insert(snippet.code));
    const run = element('button', 'primary small', 'Run');
    run.type = 'button';
    run.setAttribute('aria-label', `Run: ${snippet.title}`);
    run.addEventListener('click', () => options.run(snippet.code));
    const actions = element('div', 'snippet-actions');
    actions.append(insert, run);
    li.append(text, actions);
    return li;
  }

  function render(): void {
    const all = snippetsFor(kind);
    const shown = all.filter((snippet) => matches(snippet, search.value));
    const groups = new Map<string, Snippet[]>();
    for (const snippet of shown) groups.set(snippet.group, [...(groups.get(snippet.group) ?? []), snippet]);
    list.replaceChildren(
      ...[...groups].map(([group, snippets], index) => {
        const id = `snippet-group-${index}`;
        const section = element('section', 'snippet-group');
        section.setAttribute('aria-labelledby', id);
        const ul = element('ul', 'snippet-list');
        ul.append(...snippets.map(item));
        const title = element('h3', '', group);
        title.id = id;
        section.append(title, ul);
        return section;
      }),
    );
    count.textContent = search.value.trim()
      ? `${shown.length} of ${all.length} snippets for ${kind} match.`
      : `${all.length} snippets for ${kind}.`;
  }

  search.addEventListener('input', render);
  render();
  return {
    setKind(next) {
      kind = next;
      render();
    },
    dispose() {
      search.removeEventListener('input', render);
      root.remove();
    },
  };
}
