/**
 * Never a blank page (DESIGN §4): any uncaught error or rejected promise opens an overlay that says what
 * happened and offers a way back to the menu (a reload of the page without the automatic options).
 */

let shown = false;

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason);
  } catch {
    return String(reason);
  }
}

/** Show the error overlay for `reason` (the first error wins; later ones are added below it). */
export function showError(reason: unknown): void {
  let box = document.getElementById('error-overlay');
  if (!box) {
    box = document.createElement('div');
    box.id = 'error-overlay';
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-label', 'Something went wrong');
    const title = document.createElement('h1');
    title.textContent = 'Something went wrong';
    const intro = document.createElement('p');
    intro.textContent = 'The game hit an error and stopped. Nothing was saved over. What happened:';
    const list = document.createElement('pre');
    list.className = 'errors';
    const back = document.createElement('button');
    back.textContent = 'Back to the menu';
    back.addEventListener('click', () => {
      location.href = location.pathname;
    });
    box.append(title, intro, list, back);
    document.body.append(box);
  }
  const list = box.querySelector('pre');
  if (list) list.textContent += `${list.textContent ? '\n' : ''}${messageOf(reason)}`;
  shown = true;
}

/** Whether the overlay has been shown (for the automation hook). */
export function errorShown(): boolean {
  return shown;
}

/** Listen for uncaught errors and rejections. */
export function installErrorOverlay(): void {
  window.addEventListener('error', (e) => showError(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => showError(e.reason));
}
