/**
 * Parts of the game fetched on demand (a dynamic `import()`: the battle, the gang builder, the tutorial, the rules
 * glossary…; docs/performance.md "First load"). While a part loads a "Loading the battle…" line covers the page, so
 * nothing is clicked twice and the page is never blank; when it cannot be fetched (the network, a build replaced on
 * the server) a notice names the part and the reason, with **Try again** and **Back**. Nothing is lost meanwhile: the
 * page under it stays as it was.
 */
import { uiLayer } from './ui-layer.ts';

/** The notice or loading line on the page now (one at a time). */
let showing: HTMLElement | null = null;

function cover(className: string, label: string): HTMLElement {
  showing?.remove();
  const box = document.createElement('div');
  box.className = `part-load ${className}`;
  box.setAttribute('aria-label', label);
  uiLayer().append(box);
  showing = box;
  return box;
}

function close(box: HTMLElement): void {
  box.remove();
  if (showing === box) showing = null;
}

/** The line shown while `what` loads (it fades in after a moment, so a part already fetched shows no flash). */
function loadingLine(what: string): HTMLElement {
  const box = cover('part-loading', `Loading ${what}`);
  box.setAttribute('role', 'status');
  box.setAttribute('aria-live', 'polite');
  const p = document.createElement('p');
  p.textContent = `Loading ${what}…`;
  box.append(p);
  return box;
}

/** Why the import failed, in a line (the browser's own words). */
function reasonOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The notice of a failed load; resolves true for Try again, false for Back. */
function failedNotice(what: string, e: unknown): Promise<boolean> {
  const box = cover('part-failed', `${what} could not be loaded`);
  box.setAttribute('role', 'alertdialog');
  const title = document.createElement('h2');
  title.className = 'part-title';
  title.textContent = `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} could not be loaded`;
  const text = document.createElement('p');
  text.className = 'part-text';
  text.textContent =
    'This part of the game is fetched when it is first needed, and the fetch failed. Check the connection and ' +
    'try again; if the game was updated meanwhile, reload the page. Nothing was lost.';
  const why = document.createElement('pre');
  why.className = 'part-why';
  why.textContent = reasonOf(e);
  const again = document.createElement('button');
  again.className = 'primary';
  again.textContent = 'Try again';
  const back = document.createElement('button');
  back.textContent = 'Back';
  const actions = document.createElement('div');
  actions.className = 'part-actions';
  actions.append(again, back);
  box.append(title, text, why, actions);
  again.focus();
  return new Promise((resolve) => {
    again.onclick = () => {
      close(box);
      resolve(true);
    };
    back.onclick = () => {
      close(box);
      resolve(false);
    };
  });
}

/** How a load is shown: the line while it runs (its closer returned), and the notice of a failure (true: Try again). */
export interface PartScreen {
  loading(what: string): () => void;
  failed(what: string, e: unknown): Promise<boolean>;
}

/** The page's own screen: {@link loadingLine} and {@link failedNotice} over the DOM layer. */
const PAGE: PartScreen = {
  loading: (what) => {
    const line = loadingLine(what);
    return () => close(line);
  },
  failed: failedNotice,
};

/**
 * Fetch the part of the game called `what` ("the battle", "the gang builder") with `load` (a dynamic import), with
 * the loading line meanwhile. Resolves to what `load` gives, or null when it failed and the person chose Back (the
 * caller leaves the page as it was); Try again runs `load` again. Never rejects. `screen` shows it (the page's own by
 * default; tests give another).
 */
export async function loadPart<T>(
  what: string,
  load: () => Promise<T>,
  screen: PartScreen = PAGE,
): Promise<T | null> {
  for (;;) {
    const done = screen.loading(what);
    try {
      const part = await load();
      done();
      return part;
    } catch (e) {
      done();
      if (!(await screen.failed(what, e))) return null;
    }
  }
}
