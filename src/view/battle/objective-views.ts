/**
 * The Objectives as the battle shows them (rulebook "Primary Objective"), read from the match: each one set up and
 * not destroyed, where it is, who carries it and which gang claimed it, its kinds, and whether it lies face down
 * (Hidden, not yet turned over: nobody sees its number). Known from the log's `objective-placed` and
 * `objective-revealed` events and the engine's questions; no Phaser here.
 */
import {
  carrierOf,
  claimOf,
  idOf,
  kindsOf,
  type Match,
  type MatchEvent,
  objectiveAt,
  objectiveById,
  type Point3,
} from '../../rules/index.ts';
import { objectiveName } from '../hud/scenario-lines.ts';

/** One Objective in the game. */
export interface ObjectiveView {
  readonly id: string;
  /** "Objective 1". */
  readonly name: string;
  /** Kind words, e.g. ["Claimable", "Mobile"]. */
  readonly kinds: readonly string[];
  /** Where it is (a carried one: its carrier's base centre). */
  readonly at: Point3;
  /** The character carrying it, or null. */
  readonly carrier: string | null;
  /** The gang that claimed it (an id), or null. */
  readonly claim: string | null;
  /** Hidden and not turned over yet. */
  readonly faceDown: boolean;
  /** A Hidden Objective's number once turned over, else null. */
  readonly value: number | null;
  /** Victory Points it scores (the scenario's). */
  readonly vp: number;
}

const KIND_WORD: Readonly<Record<string, string>> = {
  claimable: 'Claimable',
  destructible: 'Destructible',
  hidden: 'Hidden',
  mobile: 'Mobile',
};

/** The Objectives of match `m` now, in the order they were set up. */
export function objectiveViews(m: Match): ObjectiveView[] {
  const placed: Extract<MatchEvent, { type: 'objective-placed' }>[] = [];
  const values = new Map<string, number | null>();
  for (const e of m.log) {
    if (e.type === 'objective-placed') placed.push(e);
    else if (e.type === 'objective-revealed') values.set(e.objective, e.value);
  }
  return placed.flatMap((p) => {
    const o = objectiveById(m, p.objective);
    if (o < 0) return [];
    const kinds = kindsOf(m, o);
    const carrier = carrierOf(m, o);
    const claim = claimOf(m, o);
    return [
      {
        id: p.objective,
        name: objectiveName(p.objective),
        kinds: kinds.map((k) => KIND_WORD[k] ?? k),
        at: objectiveAt(m, o),
        carrier: carrier >= 0 ? idOf(m, carrier) : null,
        claim: claim >= 0 ? (m.setup.gangs[claim]?.id ?? null) : null,
        faceDown: kinds.includes('hidden') && !values.has(p.objective),
        value: values.get(p.objective) ?? null,
        vp: p.vp,
      },
    ];
  });
}

/** The letters a marker shows: "?" face down, else the kinds' initials (Hidden's number when it has one). */
export function objectiveLetters(o: ObjectiveView): string {
  if (o.faceDown) return '?';
  const letters = o.kinds.filter((k) => k !== 'Hidden').map((k) => k[0]);
  if (o.value !== null) letters.push(String(o.value));
  return letters.join('·');
}

/** What the tooltip over an Objective's marker says: its name and kinds, who claimed it, how it scores. */
export function objectiveTip(m: Match, o: ObjectiveView, scoring: string): string[] {
  const gang = (id: string) => m.setup.gangs.find((g) => g.id === id)?.name ?? id;
  const kinds = o.faceDown ? 'face down' : o.kinds.join(', ');
  return [
    `${o.name}${kinds ? ` — ${kinds}` : ''}`,
    ...(o.claim
      ? [`Claimed by ${gang(o.claim)}`]
      : o.kinds.includes('Claimable')
        ? ['Nobody has claimed it']
        : []),
    ...(o.kinds.includes('Mobile') ? ['End a turn beside it to pick it up'] : []),
    scoring,
  ];
}
