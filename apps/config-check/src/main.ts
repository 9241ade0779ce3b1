import './style.css';
import { checkConfig, configKinds, describeSyntaxProblem, isConfigKind, type CheckResult } from './check-config.ts';
import type { Problem } from './checker/problem.ts';
import { exampleText } from './examples.ts';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from the page`);
  return found as T;
}

const form = element<HTMLFormElement>('check-form');
const kindSelect = element<HTMLSelectElement>('kind');
const validatorName = element<HTMLElement>('validator-name');
const textarea = element<HTMLTextAreaElement>('config');
const status = element<HTMLElement>('status');
const loadExample = element<HTMLButtonElement>('load-example');
const goToError = element<HTMLButtonElement>('go-to-error');

let errorPosition: number | undefined;

for (const kind of configKinds) kindSelect.add(new Option(kind.label, kind.id));
kindSelect.value = 'report';
textarea.value = exampleText('report');

function currentKind() {
  const value = kindSelect.value;
  if (!isConfigKind(value)) throw new Error(`Unknown configuration kind: ${value}`);
  return value;
}

function html(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// The path in code style, then what is wrong in words; a problem of the whole configuration has no path.
function problemItem(problem: Problem): HTMLElement {
  const item = html('li', '');
  if (problem.path === '') item.textContent = `The configuration ${problem.message}`;
  else item.append(html('code', 'problem-path', problem.path), ` ${problem.message}`);
  return item;
}

function sdkVerdict(validator: string, sdkErrors: readonly string[]): string {
  if (sdkErrors.length === 0) {
    return `${validator} (what powerbi.embed() runs) lets this through: the SDK ignores unknown keys and does not check these rules before it sends the configuration.`;
  }
  return `${validator} (what powerbi.embed() runs) stops at its first problem: "${sdkErrors.join('", "')}".`;
}

function render(result: CheckResult) {
  const nodes: HTMLElement[] = [];
  errorPosition = undefined;
  textarea.removeAttribute('aria-invalid');
  switch (result.status) {
    case 'empty':
      nodes.push(html('p', 'status-title status-warning', 'Nothing to check yet'));
      nodes.push(html('p', '', 'Paste an embed configuration in the box first.'));
      break;
    case 'valid':
      nodes.push(html('p', 'status-title status-ok', 'Valid configuration'));
      nodes.push(html('p', '', `${result.validator} found no problem.`));
      break;
    case 'invalid': {
      const count = result.problems.length;
      textarea.setAttribute('aria-invalid', 'true');
      nodes.push(html('p', 'status-title status-error', `${count} ${count === 1 ? 'problem' : 'problems'} found`));
      const list = html('ul', 'error-list');
      list.setAttribute('aria-label', 'Problems');
      for (const problem of result.problems) list.append(problemItem(problem));
      nodes.push(list);
      nodes.push(html('p', 'hint', sdkVerdict(result.validator, result.sdkErrors)));
      break;
    }
    case 'syntax-error': {
      textarea.setAttribute('aria-invalid', 'true');
      errorPosition = result.problem.position;
      nodes.push(html('p', 'status-title status-error', 'Not valid JSON'));
      nodes.push(html('p', 'syntax-message', describeSyntaxProblem(result.problem)));
      const excerpt = html('pre', 'excerpt');
      excerpt.setAttribute('aria-hidden', 'true');
      excerpt.textContent = `${result.lineText}\n${' '.repeat(Math.max(0, result.problem.column - 1))}^`;
      nodes.push(excerpt);
      break;
    }
  }
  status.replaceChildren(...nodes);
  goToError.hidden = errorPosition === undefined;
}

function validate() {
  render(checkConfig(currentKind(), textarea.value));
}

function showValidatorName() {
  const entry = configKinds.find((kind) => kind.id === kindSelect.value);
  validatorName.textContent = entry?.validator ?? '';
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  validate();
});

textarea.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    validate();
  }
});

kindSelect.addEventListener('change', showValidatorName);

loadExample.addEventListener('click', () => {
  textarea.value = exampleText(currentKind());
  textarea.focus();
  textarea.setSelectionRange(0, 0);
  textarea.scrollTop = 0;
});

goToError.addEventListener('click', () => {
  if (errorPosition === undefined) return;
  textarea.focus();
  textarea.setSelectionRange(errorPosition, Math.min(errorPosition + 1, textarea.value.length));
});

showValidatorName();
