/**
 * What the Agendas look for, read from the match's events (rulebook "Agendas"; the conditions are in
 * conditions.ts). A {@link FactReader} reads the log in order, keeps who is striking (the acting character, the
 * one making an Attack of Opportunity, the attacker of a roll, a caster) and turns events into facts: a kill and
 * how it was made, a Jump and its length, Will Points spent, dice re-rolled, a Command Ability, a charge from
 * above, a disengage, Damage, a Grapple into the water, a spell that worked, a Guard, a Dispel, a Drown, a Dive,
 * a fall. Characters are entities; `turn` counts character turns from the start of the match, `round` is the game
 * round.
 */

import type { MatchEvent } from '../../core/types.ts';
import { boardFor, distanceBetween, gangOf, idOf, type Match } from '../../state/match-state.ts';
import { thrownIntoWater } from '../fortune.ts';

/** One thing that happened, as the Agendas read it. `who` is the character it is credited to. */
export type Fact =
  | {
      readonly kind: 'kill';
      /** The enemy striking when the victim was taken out, or -1 when nobody (a fall of its own…). */
      readonly who: number;
      readonly victim: number;
      /** The action in progress: `combat`, `grapple`, `drown`, `cast`…, or `attack-of-opportunity`. */
      readonly action: string;
      /** The Life Points that took it out were lost to a Drown. */
      readonly drowned: boolean;
      /** Its last Protection Roll of the action counted cover. */
      readonly inCover: boolean;
      /** Inches between striker and victim as the action ends (measured from their bases). */
      readonly range: number;
    }
  | {
      readonly kind: 'jump';
      readonly who: number;
      readonly inches: number;
      readonly landed: boolean;
      readonly controlled: boolean;
    }
  | { readonly kind: 'will'; readonly who: number; readonly amount: number }
  | { readonly kind: 'reroll'; readonly who: number; readonly dice: number }
  | { readonly kind: 'command-ability'; readonly who: number }
  | { readonly kind: 'charge-from-above'; readonly who: number }
  | { readonly kind: 'disengage'; readonly who: number }
  | { readonly kind: 'damage'; readonly who: number; readonly victim: number; readonly amount: number }
  | { readonly kind: 'grapple'; readonly who: number; readonly victim: number; readonly intoWater: boolean }
  | { readonly kind: 'spell'; readonly who: number }
  | { readonly kind: 'guard'; readonly who: number }
  | { readonly kind: 'dispel'; readonly who: number }
  | { readonly kind: 'drown'; readonly who: number; readonly victim: number }
  | { readonly kind: 'dive'; readonly who: number }
  | { readonly kind: 'fall'; readonly who: number; readonly inches: number; readonly intoWater: boolean };

/** A fact and when it happened. */
export type Dated = Fact & { readonly round: number; readonly turn: number };

/** Reads the log in order (see the module comment). One reader per match; feed it each event once. */
export class FactReader {
  private turn = 0;
  private striker = -1;
  /** The character whose action (or turn) it is. */
  private actor = -1;
  private action = '';
  private grappler = -1;
  private lastLoss: string | null = null;
  private readonly cover = new Set<number>();

  /** Turns begun in the events read so far (the `turn` a fact is dated with). */
  get turnsRead(): number {
    return this.turn;
  }

  /** The facts of `e`, an event of match `m`, dated. */
  read(m: Match, e: MatchEvent): Dated[] {
    const facts = this.facts(m, e);
    if (facts.length === 0) return [];
    return facts.map((f) => ({ ...f, round: e.round, turn: this.turn }));
  }

  private facts(m: Match, e: MatchEvent): Fact[] {
    switch (e.type) {
      case 'turn-start':
        this.turn += 1;
        this.striker = entityOf(m, e.character);
        this.actor = this.striker;
        this.action = '';
        return [];
      case 'action': {
        this.striker = entityOf(m, e.character);
        this.actor = this.striker;
        this.action = e.action;
        this.grappler = e.action === 'grapple' ? this.striker : -1;
        this.cover.clear();
        const who = this.striker;
        if (e.action === 'guard') return [{ kind: 'guard', who }];
        if (e.action === 'dive') return [{ kind: 'dive', who }];
        return [];
      }
      case 'attack-of-opportunity':
        this.striker = entityOf(m, e.character);
        this.action = 'attack-of-opportunity';
        return e.reason === 'charging from above' ? [{ kind: 'charge-from-above', who: this.striker }] : [];
      case 'cast':
      case 'area':
        this.striker = entityOf(m, e.character);
        return [];
      case 'roll': {
        const who = entityOf(m, e.character);
        const out: Fact[] = [];
        if (e.purpose === 'attack' || e.purpose === 'attack-of-opportunity') this.striker = who;
        // The acting character falls by its own doing (a climb, a jump, its turn ending on a wall): whoever struck
        // at it earlier in the action takes no credit for what the fall does.
        if (e.purpose === 'fall' && who === this.actor) this.striker = -1;
        if (e.purpose === 'protection' && e.modifiers.some(isCover)) this.cover.add(who);
        if (e.rerolled.length > 0) out.push({ kind: 'reroll', who, dice: e.rerolled.length });
        // A Drown: the target rolls first (an Opposed Roll), so its roll names it.
        if (e.purpose === 'drown' && this.action === 'drown' && who !== this.striker)
          out.push({ kind: 'drown', who: this.striker, victim: who });
        if (e.purpose === 'disengage' && e.opposedBy && (e.result === 'success' || e.result === 'critical'))
          out.push({ kind: 'disengage', who });
        return out;
      }
      case 'will-points':
        return [{ kind: 'will', who: entityOf(m, e.character), amount: e.amount }];
      case 'command-ability':
        return [{ kind: 'command-ability', who: entityOf(m, e.character) }];
      case 'damage': {
        const victim = entityOf(m, e.character);
        if (this.striker < 0 || !enemies(m, this.striker, victim)) return [];
        return [{ kind: 'damage', who: this.striker, victim, amount: e.damage }];
      }
      case 'life-points':
        this.lastLoss = e.cause;
        return [];
      case 'jump': {
        const inches = Math.hypot(e.end[0] - e.from[0], e.end[1] - e.from[1]);
        const controlled = e.controlledLanding === true;
        return [{ kind: 'jump', who: entityOf(m, e.character), inches, landed: e.landed, controlled }];
      }
      case 'move': {
        const victim = entityOf(m, e.character);
        const end = e.path[e.path.length - 1];
        if (this.grappler < 0 || victim === this.grappler || !end || !enemies(m, this.grappler, victim))
          return [];
        const intoWater = thrownIntoWater(m, idOf(m, this.grappler), e.character, end);
        return [{ kind: 'grapple', who: this.grappler, victim, intoWater }];
      }
      case 'spell':
        return e.result === 'success' || e.result === 'critical'
          ? [{ kind: 'spell', who: entityOf(m, e.character) }]
          : [];
      case 'dispel':
        return [{ kind: 'dispel', who: entityOf(m, e.character) }];
      case 'fall': {
        const who = entityOf(m, e.character);
        const below = m.board.surfacesAt(
          Math.floor(m.world.components.Position.x[who] ?? 0),
          Math.floor(m.world.components.Position.y[who] ?? 0),
        );
        const landing = below.find((n) => n.z === e.to);
        const intoWater = landing !== undefined && boardFor(m, who).surfaceKind(landing) === 'water';
        return [{ kind: 'fall', who, inches: e.inches, intoWater }];
      }
      case 'casualty': {
        const victim = entityOf(m, e.character);
        const who = this.striker >= 0 && enemies(m, this.striker, victim) ? this.striker : -1;
        const range = who >= 0 ? distanceBetween(m, who, victim) : 0;
        const drowned = this.lastLoss === 'drown';
        return [
          { kind: 'kill', who, victim, action: this.action, drowned, inCover: this.cover.has(victim), range },
        ];
      }
      default:
        return [];
    }
  }
}

/**
 * Whether a Protection Roll's modifier is cover (combat.ts `planAttack`): `cover +1`, or a barricade between the
 * two (`light barricade +1`, `heavy barricade +2`), which is the cover it gives.
 */
/** The entity of character `id`, or -1. */
function entityOf(m: Match, id: string): number {
  return m.ids.get(id) ?? -1;
}

function isCover(modifier: string): boolean {
  return modifier === 'cover +1' || / barricade \+\d$/.test(modifier);
}

/** Whether two characters belong to different gangs. */
function enemies(m: Match, a: number, b: number): boolean {
  return gangOf(m, a) !== gangOf(m, b);
}
