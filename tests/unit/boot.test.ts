// @vitest-environment jsdom
// src/start/boot.ts: a server-rendered page's first script starts the app's scripts once the first screen's
// picture has loaded and painted, at the shopper's first interaction, or after its longest wait.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, holdEarlyClicks, holdEarlySubmits } from '@/start/boot';
import { PART_HYDRATED } from '@/ui/Deferred/Deferred';

function page(options: { lcpImage?: 'loading' | 'loaded' } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = options.lcpImage
    ? '<img fetchpriority="high" src="/media/banner.jpg?w=640" alt="">'
    : '<h1>Policies</h1>';
  const image = document.querySelector('img');
  if (image) Object.defineProperty(image, 'complete', { value: options.lcpImage === 'loaded' });
  const element = document.createElement('script');
  element.dataset.entry = '/assets/index-abc.js';
  element.dataset.preload = '/assets/react-1.js /assets/Home-2.js';
  document.head.append(element);
  return { element, image };
}

/** What boot added to the head: the entry script and the preloads, in order. */
const started = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
    (el) => `${el.tagName.toLowerCase()} ${el.getAttribute('src') ?? el.getAttribute('href')}`,
  );

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A Paint Timing observer the test reports to (jsdom has none): `paint()` reports the first paint. */
function fakePaintTiming() {
  const observers = new Set<(names: string[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.add(this.report);
    }
    disconnect() {
      observers.delete(this.report);
    }
    report = (names: string[]) =>
      this.callback(
        { getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []) } as never,
        this as never,
      );
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name = 'first-contentful-paint') => [...observers].forEach((report) => report([name])),
    observing: () => observers.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('boot', () => {
  it('starts the entry, then its preloads, once a frame has painted (no LCP image)', async () => {
    const { element } = page();
    await boot(element, window, 10_000);
    expect(started()).toEqual([
      'script /assets/index-abc.js',
      'link /assets/react-1.js',
      'link /assets/Home-2.js',
    ]);
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]')!;
    expect(script.crossOrigin).toBe('');
    // Low priority, like the server's own tags: they must not compete with the first screen's picture.
    for (const el of document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')) {
      expect(el.getAttribute('fetchpriority')).toBe('low');
    }
  });

  it('adds many preloads a few per task, all of them, in order', async () => {
    const { element } = page();
    const hrefs = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`);
    element.dataset.preload = hrefs.join(' ');
    await boot(element, window, 10_000);
    expect(started()).toEqual(['script /assets/index-abc.js', ...hrefs.map((href) => `link ${href}`)]);
  });

  it('waits for the LCP image to load', async () => {
    const { element, image } = page({ lcpImage: 'loading' });
    const booted = boot(element, window, 10_000);
    await settle();
    expect(started()).toEqual([]);
    image!.dispatchEvent(new Event('load'));
    await booted;
    expect(started()).toHaveLength(3);
  });

  it('does not wait for an image that failed', async () => {
    const { element, image } = page({ lcpImage: 'loading' });
    const booted = boot(element, window, 10_000);
    image!.dispatchEvent(new Event('error'));
    await booted;
    expect(started()).toHaveLength(3);
  });

  it("starts at the shopper's first touch or key, without waiting for the image", async () => {
    const { element } = page({ lcpImage: 'loading' });
    const booted = boot(element, window, 10_000);
    await settle();
    expect(started()).toEqual([]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await booted;
    expect(started()).toHaveLength(3);
  });

  it('starts after its longest wait when the image never comes', async () => {
    const { element } = page({ lcpImage: 'loading' });
    await boot(element, window, 30);
    expect(started()).toHaveLength(3);
  });

  it('waits until the browser reports the first paint (the frame is on screen, not only drawn)', async () => {
    const timing = fakePaintTiming();
    const { element } = page({ lcpImage: 'loaded' });
    const booted = boot(element, window, 10_000);
    await settle();
    expect(started()).toEqual([]);
    timing.paint('first-paint');
    await settle();
    expect(started()).toEqual([]);
    timing.paint();
    await booted;
    expect(started()).toHaveLength(3);
    expect(timing.observing()).toBe(0);
  });

  it('does nothing without an entry', async () => {
    const { element } = page({ lcpImage: 'loaded' });
    delete element.dataset.entry;
    await boot(element, window, 10);
    expect(started()).toEqual([]);
  });
});

describe('holdEarlySubmits', () => {
  /** A form of the server's HTML; `sent` lists the submits that reached it and were not held. */
  function serverForm(attributes = '') {
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = `<form ${attributes}><input name="password" value="secret"><button>Go</button></form>`;
    const form = document.querySelector('form')!;
    const sent: string[] = [];
    // Last in line, as the browser's default action is: what would be sent.
    window.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) sent.push(form.getAttribute('action') ?? 'the page itself');
    });
    return { form, sent };
  }
  const submit = (form: HTMLFormElement) =>
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const interactive = async () => {
    document.documentElement.dataset.hydrated = '';
    await settle(); // the mutation observer's turn
  };

  it("holds the app's form submitted before hydration and submits it again once the page is interactive", async () => {
    holdEarlySubmits(window);
    const { form, sent } = serverForm();
    const again = vi.fn((event: Event) => event.preventDefault()); // the hydrated app's own handler
    submit(form);
    expect(sent).toEqual([]);
    form.addEventListener('submit', again);
    await interactive();
    expect(again).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('lets a form with an action (one that works without the app) go, and leaves a handled submit alone', async () => {
    holdEarlySubmits(window);
    const search = serverForm('action="/products" method="get"');
    submit(search.form);
    expect(search.sent).toEqual(['/products']);

    const { form } = serverForm();
    const handled = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', handled);
    submit(form);
    await interactive();
    expect(handled).toHaveBeenCalledTimes(1); // not submitted a second time
  });

  it('holds a submit in a deferred part that has not hydrated yet, after the page has, until the part has', async () => {
    holdEarlySubmits(window);
    await interactive();
    document.body.innerHTML =
      '<div data-deferred=""><form><input name="password" value="secret"><button>Go</button></form></div>';
    const part = document.querySelector<HTMLElement>('[data-deferred]')!;
    const form = document.querySelector('form')!;
    const sent: string[] = [];
    window.addEventListener('submit', (event) => {
      if (!event.defaultPrevented && event.target === form) sent.push('the page itself');
    });
    submit(form);
    expect(sent).toEqual([]);
    const again = vi.fn((event: Event) => event.preventDefault()); // the hydrated part's own handler
    form.addEventListener('submit', again);
    part.setAttribute(PART_HYDRATED, ''); // the mark src/ui/Deferred sets (boot.ts names it, not imports it)
    await settle(); // the mutation observer's turn
    expect(again).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });
});

describe('holdEarlyClicks', () => {
  /** The server's HTML; `hydrate()` marks the page as the app marks it once it has taken it over. */
  function serverPage(html: string) {
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = html;
    return {
      hydrate: async () => {
        document.documentElement.dataset.hydrated = '';
        await settle(); // the mutation observer's turn
      },
    };
  }
  /** What reached each button's own handler (the hydrated app's), in order. */
  function handlers() {
    const clicks: string[] = [];
    for (const button of document.querySelectorAll('button'))
      button.addEventListener('click', () => clicks.push(button.textContent!));
    return clicks;
  }
  const click = (element: Element, init: MouseEventInit = {}) =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

  it('holds the buttons clicked before hydration, focuses the last, and clicks them again in order once hydrated', async () => {
    holdEarlyClicks(window);
    const { hydrate } = serverPage(
      '<button type="button"><span>Plus</span></button><button type="button">Menu</button>',
    );
    const [plus, menu] = document.querySelectorAll('button');
    const clicks = handlers();
    click(plus!.querySelector('span')!); // on what the button holds
    click(plus!);
    click(menu!);
    expect(clicks).toEqual([]); // the app is not listening yet: nothing happened
    expect(document.activeElement).toBe(menu);
    await hydrate();
    expect(clicks).toEqual(['Plus', 'Plus', 'Menu']);
    click(menu!); // once hydrated, a click goes straight through
    expect(clicks).toEqual(['Plus', 'Plus', 'Menu', 'Menu']);
  });

  it('lets a form that works without the app, a link and a modifier-key click go', async () => {
    holdEarlyClicks(window);
    serverPage(
      '<form action="/products" method="get"><input name="q"><button>Search</button></form>' +
        '<a href="/about-us">About</a><button type="button">Menu</button>',
    );
    const sent: string[] = [];
    window.addEventListener('click', (event) => {
      if (!event.defaultPrevented) sent.push((event.target as Element).textContent!);
    });
    click(document.querySelector('form button')!);
    click(document.querySelector('a')!);
    click(document.querySelector('button[type="button"]')!, { ctrlKey: true });
    expect(sent).toEqual(['Search', 'About', 'Menu']);
  });

  it('waits for the deferred part holding the button, and drops a button the app drew anew', async () => {
    holdEarlyClicks(window);
    const { hydrate } = serverPage(
      '<div data-deferred=""><button type="button">Show video</button></div><button type="button">Gone</button>',
    );
    const part = document.querySelector<HTMLElement>('[data-deferred]')!;
    const clicks = handlers();
    click(document.querySelector('[data-deferred] button')!);
    const gone = [...document.querySelectorAll('button')].at(-1)!;
    click(gone);
    await hydrate();
    expect(clicks).toEqual([]); // the part has not hydrated: it is still the server's markup
    gone.remove();
    part.setAttribute(PART_HYDRATED, '');
    await settle();
    expect(clicks).toEqual(['Show video']);
  });
});
