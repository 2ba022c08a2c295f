/**
 * The seats of the scenario page: one row per gang at the table — who plays it (a person at this machine, or the
 * computer at Easy, Normal or Hard), which gang (a ready-made gang of the scenario's Ducats, or a gang saved in the
 * builder), and its side where the scenario has sides (Street Fight). A gang that does not fit the scenario stays
 * in the list, marked, and choosing it shows why (the page's problems).
 */
import type { Difficulty } from '../../ai/index.ts';
import type { Roster } from '../../campaign/roster.ts';
import { sideName } from '../../campaign/scenario-match.ts';
import type { Side } from '../../content/scenarios.ts';
import { h } from '../hud/dom-builder.ts';

/** Who plays a seat: a person, or the computer at a difficulty. */
export type Who = 'human' | Difficulty;

/** One seat as the page keeps it: who, the gang's option value (`ready:<id>`, `saved:<id>`), the side. */
export interface SeatChoice {
  readonly who: Who;
  readonly gang: string;
  readonly side?: Side;
}

/** A gang a seat may bring: its option value and words, the roster, and why it may not play this scenario. */
export interface GangOption {
  readonly value: string;
  readonly label: string;
  readonly roster: Roster;
  readonly problem: string | null;
  readonly saved: boolean;
}

const WHO: readonly (readonly [Who, string])[] = [
  ['human', 'A person'],
  ['easy', 'Computer (Easy)'],
  ['normal', 'Computer (Normal)'],
  ['hard', 'Computer (Hard)'],
];

/** What a row reports. */
export interface SeatRowEvents {
  change(seat: SeatChoice): void;
  remove(): void;
}

/** A `<select>` of `options` with `value` chosen. */
function select(
  attrs: Record<string, string>,
  options: readonly (readonly [string, string])[],
  value: string,
): HTMLSelectElement {
  const el = h('select', attrs, ...options.map(([v, text]) => h('option', { value: v }, text)));
  el.value = value;
  return el;
}

/**
 * The row of seat `k` (0-based): `colour` its gang's swatch, `gangs` the gangs it may bring, `sides` whether the
 * scenario has sides, `removable` whether a Remove button shows (more seats than the scenario's fewest).
 */
export function seatRow(
  k: number,
  seat: SeatChoice,
  colour: string,
  gangs: readonly GangOption[],
  sides: boolean,
  removable: boolean,
  on: SeatRowEvents,
): HTMLElement {
  const who = select({ class: 'seat-who', 'aria-label': `Seat ${k + 1}: who plays` }, WHO, seat.who);
  const ready = gangs.filter((g) => !g.saved);
  const saved = gangs.filter((g) => g.saved);
  const label = (g: GangOption) => (g.problem ? `${g.label} — does not fit` : g.label);
  const gang = h(
    'select',
    { class: 'seat-gang', 'aria-label': `Seat ${k + 1}: gang` },
    h(
      'optgroup',
      { label: 'Ready-made gangs' },
      ...ready.map((g) => h('option', { value: g.value }, label(g))),
    ),
    saved.length > 0
      ? h(
          'optgroup',
          { label: 'Your saved gangs' },
          ...saved.map((g) => h('option', { value: g.value }, label(g))),
        )
      : null,
  );
  gang.value = seat.gang;
  const side = sides
    ? select(
        { class: 'seat-side', 'aria-label': `Seat ${k + 1}: side` },
        (['attacker', 'defender'] as const).map((s) => [s, sideName(s)] as const),
        seat.side ?? 'attacker',
      )
    : null;
  const read = (): SeatChoice => ({
    who: who.value as Who,
    gang: gang.value,
    ...(side ? { side: side.value as Side } : {}),
  });
  for (const el of [who, gang, side]) el?.addEventListener('change', () => on.change(read()));
  return h(
    'li',
    { class: 'seat', 'data-seat': String(k) },
    h('span', { class: 'swatch', style: `background:${colour}` }),
    h('span', { class: 'seat-name' }, `Seat ${k + 1}`),
    who,
    gang,
    side,
    removable
      ? h(
          'button',
          {
            class: 'seat-remove',
            title: `Remove seat ${k + 1}`,
            'aria-label': `Remove seat ${k + 1}`,
            onclick: on.remove,
          },
          '✕',
        )
      : null,
  );
}
