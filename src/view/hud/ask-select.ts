/**
 * One "Ask me" control: a compact select of how often a person is asked one kind of question (always, when it
 * matters, never: src/view/battle/ask-modes.ts). Used by the top bar and the menu's options.
 */
import { ASK_MODE_WORDS, ASK_MODES, type AskMode } from '../battle/ask-modes.ts';
import { h } from './dom-builder.ts';

/** A select with id `id` showing `mode`; `changed(mode)` is called when the person picks another. */
export function askSelect(id: string, mode: AskMode, changed: (mode: AskMode) => void): HTMLSelectElement {
  const select = h(
    'select',
    { id, class: 'ask-mode' },
    ...ASK_MODES.map((m) => h('option', { value: m, selected: m === mode || undefined }, ASK_MODE_WORDS[m])),
  );
  select.addEventListener('change', () => {
    const picked = ASK_MODES.find((m) => m === select.value);
    if (picked) changed(picked);
  });
  return select;
}

/** The mode a select of {@link askSelect} shows. */
export function askModeOf(select: HTMLSelectElement): AskMode {
  return ASK_MODES.find((m) => m === select.value) ?? 'matters';
}
