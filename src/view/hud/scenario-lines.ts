/**
 * The dice log's lines of a scenario's events (rulebook "Order of Play" → Setup, "Primary Objective", "The Winds of
 * Fate"): the roll-off and the zones taken, Street Fight's Command Points and escapes, and everything an Objective
 * goes through — set up, claimed, turned over, picked up, handed over, dropped, destroyed, scored. Pure.
 */
import type { MatchEvent } from '../../rules/index.ts';

/** An Objective's id in words: "objective-2" → "Objective 2". */
export function objectiveName(id: string): string {
  const n = /^objective-(\d+)$/.exec(id)?.[1];
  return n ? `Objective ${n}` : id;
}

/** A line's text and tone (the log's tones: log-lines.ts `LineEntry`). */
type Line = { readonly text: string; readonly tone: 'round' | 'move' | 'damage' | 'info' };

/** Names of characters and gangs by id. */
interface Names {
  character(id: string): string;
  gang(id: string): string;
}

/** How a dropped Objective came to be dropped. */
const DROPPED: Readonly<Record<'chosen' | 'life-points' | 'removed', string>> = {
  chosen: 'puts down',
  'life-points': 'is hurt and drops',
  removed: 'is gone: down goes',
};

/** The line of a scenario event, or null for any other event. */
export function scenarioLine(e: MatchEvent, names: Names): Line | null {
  const who = (id: string) => names.character(id);
  const obj = (id: string) => objectiveName(id);
  switch (e.type) {
    case 'roll-off': {
      const dice = e.rolls.map((r) => `${names.gang(r.gang)} [${r.dice.join(' → ')}]`).join('; ');
      const first = e.order[0];
      return {
        text: `Roll-off: ${dice}. ${first ? `${names.gang(first)} chooses its Deployment Zone first.` : ''}`.trim(),
        tone: 'round',
      };
    }
    case 'zone-chosen':
      return { text: `${names.gang(e.gang)} takes the ${e.label}.`, tone: 'info' };
    case 'command-points-gained':
      return { text: `${who(e.character)} gains ${e.amount} Command Points (${e.cp} now).`, tone: 'info' };
    case 'objective-placed': {
      const kinds =
        e.kinds.length > 0 ? `${e.kinds.map((k) => k[0]!.toUpperCase() + k.slice(1)).join(', ')}, ` : '';
      const claim = e.claimedBy ? `; it belongs to ${names.gang(e.claimedBy)}` : '';
      return { text: `${obj(e.objective)} is set up (${kinds}${e.vp} VP)${claim}.`, tone: 'info' };
    }
    case 'objective-claimed':
      return {
        text: `${who(e.character)} claims ${obj(e.objective)} for ${names.gang(e.gang)}.`,
        tone: 'move',
      };
    case 'objective-revealed':
      return {
        text:
          e.value === null
            ? `${who(e.character)} turns ${obj(e.objective)} over: it bears no number.`
            : `${who(e.character)} turns ${obj(e.objective)} over: it is worth ${e.value} VP.`,
        tone: 'move',
      };
    case 'objective-picked-up':
      return { text: `${who(e.character)} picks up ${obj(e.objective)}.`, tone: 'move' };
    case 'objective-taken':
      return { text: `${who(e.character)} takes ${obj(e.objective)} from ${who(e.from)}.`, tone: 'move' };
    case 'objective-dropped':
      return { text: `${who(e.character)} ${DROPPED[e.why]} ${obj(e.objective)}.`, tone: 'move' };
    case 'objective-destroyed':
      return { text: `${who(e.character)} destroys ${obj(e.objective)}.`, tone: 'damage' };
    case 'objective-scored':
      return { text: `${obj(e.objective)} scores ${e.vp} VP for ${names.gang(e.gang)}.`, tone: 'round' };
    case 'escaped':
      return {
        text: `${who(e.character)} gets away by the far edge: +${e.vp} VP for ${names.gang(e.gang)}.`,
        tone: 'round',
      };
    default:
      return null;
  }
}
