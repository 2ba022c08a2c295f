/**
 * "Continue" on the menu: the match left unfinished (src/app/save-store.ts), what it is and when it was saved, one
 * click from where it stood. A save that cannot be continued says why and stays where it is until the person
 * discards it; a save of another version of the game may be tried anyway. Nothing here deletes a save unasked.
 */
import type { AutosaveRead } from '../../app/save-store.ts';
import { type MatchSave, saveTitle } from '../../campaign/match-save.ts';
import { scenarioFile } from '../../content/scenarios.ts';
import { h, replace } from '../hud/dom-builder.ts';

/** What the row does: continue the save (`anyContent`: a save of another version, tried anyway), or discard it. */
export interface ContinueActions {
  /**
   * Continue `save` (the battle is fetched first when it has not been); resolves to the reason it cannot be (and
   * whether it is another version's), or null once started.
   */
  resume(save: MatchSave, anyContent: boolean): Promise<{ reason: string; otherContent: boolean } | null>;
  discard(): Promise<void>;
}

/** "5 minutes ago", "yesterday"… of an ISO time, against `now`. */
export function savedAgo(iso: string, now: Date): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  const say = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, s] of steps) if (Math.abs(seconds) >= s) return say.format(Math.round(seconds / s), unit);
  return 'just now';
}

/** The name of a save's scenario, or its id when this game does not know it. */
function scenarioName(id: string): string {
  try {
    return scenarioFile(id).name;
  } catch {
    return id;
  }
}

/** The Continue row for what was found, or null when nothing is saved. */
export function continueRow(found: AutosaveRead, actions: ContinueActions, now: Date): HTMLElement | null {
  if (found.kind === 'none') return null;
  const row = h('section', { class: 'continue', 'aria-label': 'Your unfinished match' });
  const note = h('p', { class: 'continue-note', role: 'status', hidden: true });
  const discard = h('button', { class: 'continue-small', id: 'discard-save' }, 'Discard');
  let sure = false;
  discard.onclick = () => {
    if (!sure) {
      sure = true;
      discard.textContent = 'Discard it for good';
      return;
    }
    void actions.discard().then(() => row.remove());
  };
  if (found.kind === 'refused') {
    replace(
      row,
      h('p', { class: 'continue-note' }, `Your saved match cannot be continued. ${found.reason}`),
      discard,
    );
    return row;
  }
  const save = found.save;
  const say = (text: string) => {
    note.textContent = text;
    note.hidden = false;
  };
  const tryAnyway = h(
    'button',
    { class: 'continue-small', id: 'continue-anyway', hidden: true },
    'Try it anyway',
  );
  const go = async (anyContent: boolean) => {
    const refused = await actions.resume(save, anyContent);
    if (!refused) return;
    say(
      refused.otherContent
        ? 'This match was saved by another version of the game: it may not play out the same here.'
        : `The match cannot be continued: ${refused.reason}.`,
    );
    tryAnyway.hidden = !refused.otherContent;
  };
  tryAnyway.onclick = () => void go(true);
  replace(
    row,
    h('button', { class: 'primary resume', id: 'continue', onclick: () => void go(false) }, 'Continue'),
    h(
      'p',
      { class: 'continue-title' },
      `${saveTitle(save, scenarioName(save.record.setup.scenario))} · saved ${savedAgo(save.savedAt, now)}`,
    ),
    note,
    h('div', { class: 'continue-more' }, tryAnyway, discard),
    h('p', { class: 'continue-hint' }, 'A new match, once begun, takes its place.'),
  );
  return row;
}
