/**
 * Registration in Node: importing the package touches no DOM global (server-side rendering), and
 * `defineEmbedElements()` registers every element once, whatever number of times it is called.
 */
import { withoutGlobals } from '@org/test-harness';
import { afterEach, describe, expect, it, vi } from 'vitest';

const DOM_GLOBALS = [
  'window',
  'document',
  'self',
  'HTMLElement',
  'customElements',
  'CustomEvent',
  'CSSStyleSheet',
  'Node',
  'Element',
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registration', () => {
  it('[E-DEFINE-01] importing @org/embed-elements defines no element and reads no DOM global (window, document, HTMLElement, customElements, …)', async () => {
    const touched = await withoutGlobals(DOM_GLOBALS, async () => {
      vi.resetModules();
      const elements = await import('../src/index');
      expect(elements.EMBED_ELEMENT_TAGS).toHaveLength(6);
      expect(elements.getSharedService().getNumberOfComponents()).toBe(0);
    });
    expect(touched).toEqual([]);
  });

  it('[E-DEFINE-01] the /define entry and defineEmbedElements() on a server (no customElements) do nothing and do not throw', async () => {
    vi.resetModules();
    await import('../src/define');
    const { defineEmbedElements } = await import('../src/index');
    expect(() => defineEmbedElements()).not.toThrow();
  });

  it('[E-DEFINE-02] defineEmbedElements() registers all six elements; a second call, or a name already taken, is left as it is', async () => {
    const registry = new Map<string, CustomElementConstructor>();
    const define = vi.fn((name: string, constructor: CustomElementConstructor) => {
      if (registry.has(name)) throw new Error(`${name} has already been used with this registry`);
      registry.set(name, constructor);
    });
    vi.stubGlobal('customElements', { get: (name: string) => registry.get(name), define });
    vi.stubGlobal('HTMLElement', class {});
    vi.stubGlobal(
      'CSSStyleSheet',
      class {
        replaceSync() {}
      },
    );
    // Someone else's <pbi-tile> (another copy of the package, say) stays.
    const theirs = class {} as unknown as CustomElementConstructor;
    registry.set('pbi-tile', theirs);
    vi.resetModules();
    const { defineEmbedElements, EMBED_ELEMENT_TAGS } = await import('../src/index');
    defineEmbedElements();
    expect([...registry.keys()].sort()).toEqual(
      ['pbi-dashboard', 'pbi-paginated-report', 'pbi-qna', 'pbi-report', 'pbi-tile', 'pbi-visual'].sort(),
    );
    expect(EMBED_ELEMENT_TAGS.every((tag) => registry.has(tag))).toBe(true);
    expect(registry.get('pbi-tile')).toBe(theirs);
    expect(define).toHaveBeenCalledTimes(5);
    const first = new Map(registry);
    expect(() => defineEmbedElements()).not.toThrow();
    expect(define).toHaveBeenCalledTimes(5);
    expect(registry).toEqual(first);
  });
});
