/**
 * Match events as entries of the dice log (DESIGN §1 "Honest dice"): every roll with every die (Destiny Dice
 * first, Aces and re-rolled dice marked), the value needed, the result and the modifiers; readable lines for
 * moves, damage, casualties, rounds and initiative. Pure: no DOM here.
 */
import { allAgendas } from '../../content/agendas.ts';
import { isAce, type MatchEvent, type RollResult } from '../../rules/index.ts';
import { scenarioLine } from './scenario-lines.ts';

/** One die as shown. */
export interface DieView {
  readonly value: number;
  readonly destiny: boolean;
  readonly ace: boolean;
  readonly rerolled: boolean;
}

/** A roll entry of the log. */
export interface RollEntry {
  readonly kind: 'roll';
  readonly seq: number;
  /** e.g. "Attack Roll — Capodecina (attack)". */
  readonly title: string;
  /** The kind of roll as the rulebook names it ("Attack Roll"), the start of `title`. */
  readonly rollName: string;
  readonly dice: readonly DieView[];
  /** Value needed for an Ace, e.g. 6 → "6+". */
  readonly aceOn: number;
  readonly aces: number;
  readonly result: RollResult;
  /** e.g. "ATTACK 3, Instigator +1, Will Points +1". */
  readonly modifiers: string;
  /** How the value needed for an Ace was made, e.g. "Citizen's DEXTERITY 4, Handbow: Evasion +1", or "". */
  readonly aceModifiers: string;
  /** Opposed rolls: "Aces of Tiger's roll removed 2 dice". */
  readonly opposed: string | null;
}

/** A plain line of the log. */
export interface LineEntry {
  readonly kind: 'line';
  readonly seq: number;
  readonly text: string;
  readonly tone: 'round' | 'turn' | 'move' | 'damage' | 'casualty' | 'info' | 'end' | 'warn';
}

export type LogEntry = RollEntry | LineEntry;

/** Names for the log: a character's display name and a gang's name by id. */
export interface Names {
  character(id: string): string;
  gang(id: string): string;
  /**
   * Whether the person may not see which Agendas the gang `id` holds (the scenario's Secret rule, a computer's
   * gang): its lines then say "a Secret Agenda" until one scores. Every Agenda is named when absent.
   */
  secretAgendas?(id: string): boolean;
}

/** The printed name of Agenda `id` (content/agendas.ts), or the id itself when the deck has no such card. */
export function agendaName(id: string): string {
  return allAgendas().find((a) => a.id === id)?.name ?? id;
}

const ROLL_KIND: Record<string, string> = {
  basic: 'Basic Roll',
  opposed: 'Opposed Roll',
  attack: 'Attack Roll',
  magic: 'Magic Roll',
  protection: 'Protection Roll',
};

/** Result word as the rulebook spells it. */
export function resultWord(r: RollResult): string {
  return { success: 'Success', fail: 'Fail', critical: 'Critical', fumble: 'Fumble' }[r];
}

function purposeWord(p: string): string {
  return p.replace(/-/g, ' ');
}

function dieViews(values: readonly number[], aceOn: number, rerolled: readonly number[]): DieView[] {
  return values.map((value, i) => ({
    value,
    destiny: i === 0,
    ace: isAce(value, aceOn),
    rerolled: rerolled.includes(i),
  }));
}

const inches = (n: number) => `${Math.round(n * 10) / 10}″`;

/** A line for a counter gained or lost (rulebook "Stun", "Hide", "Guard", "Dive"). */
export function counterText(name: string, counter: string, gained: boolean): string {
  const words: Record<string, [string, string]> = {
    stunned: ['is Stunned', 'is no longer Stunned'],
    hidden: ['takes a Hidden counter', 'loses its Hidden counter'],
    guard: ['stands on Guard', 'gives up its Guard counter'],
    underwater: ['gains an Underwater Counter', 'gives up its Underwater Counters'],
  };
  const w = words[counter];
  if (!w) return `${name} ${gained ? 'gains' : 'loses'} a ${counter} counter`;
  return `${name} ${gained ? w[0] : w[1]}`;
}

/** The log entry of one event, or null for events the log leaves out (deployment, decisions). */
export function logEntry(e: MatchEvent, names: Names): LogEntry | null {
  const who = (id: string) => names.character(id);
  const line = (text: string, tone: LineEntry['tone']): LineEntry => ({
    kind: 'line',
    seq: e.seq,
    text,
    tone,
  });
  switch (e.type) {
    case 'roll': {
      const rollName = ROLL_KIND[e.kind] ?? 'Roll';
      return {
        kind: 'roll',
        seq: e.seq,
        title: `${rollName} — ${who(e.character)} (${purposeWord(e.purpose)})`,
        rollName,
        dice: dieViews(e.dice, e.aceOn, e.rerolled),
        aceOn: e.aceOn,
        aces: e.aces,
        result: e.result,
        modifiers: e.modifiers.join(', '),
        aceModifiers: (e.aceModifiers ?? []).join(', '),
        opposed: e.opposedBy
          ? `${who(e.opposedBy.character)} rolled ${e.opposedBy.aces} Ace${e.opposedBy.aces === 1 ? '' : 's'}` +
            ` [${e.opposedBy.dice.join(' ')}], removing as many dice`
          : null,
      };
    }
    case 'round-start':
      return line(`Game round ${e.round} begins`, 'round');
    case 'initiative': {
      if (e.rolls.length === 0)
        return line(`${names.gang(e.winner)} chooses first (What's My Cue?).`, 'round');
      const rolls = e.rolls
        .map((r) => `${names.gang(r.gang)} [${r.dice.join(' ')}] ${r.aces} Aces`)
        .join('; ');
      return line(`Initiative: ${rolls}. ${names.gang(e.winner)} chooses first.`, 'round');
    }
    case 'turn-start':
      return line(`${who(e.character)} takes a turn (${e.ap} AP)`, 'turn');
    case 'action':
      return e.ap > 0 ? line(`${who(e.character)}: ${purposeWord(e.action)} (${e.ap} AP)`, 'info') : null;
    case 'will-points':
      return line(`${who(e.character)} spends ${e.amount} Will Point${e.amount === 1 ? '' : 's'}`, 'info');
    case 'move':
      return line(
        `${who(e.character)} moves ${inches(e.inches)}${e.charge ? `, charging ${who(e.charge)}` : ''}`,
        'move',
      );
    case 'jump': {
      const d = Math.hypot(e.end[0] - e.from[0], e.end[1] - e.from[1]);
      return line(
        `${who(e.character)} jumps ${inches(d)}${e.controlledLanding ? ' with a Controlled Landing' : ''} (the roll allowed ${inches(e.inches)})` +
          (e.landed ? ' and lands' : ' and comes down short'),
        e.landed ? 'move' : 'damage',
      );
    }
    case 'counter':
      return line(counterText(who(e.character), e.counter, e.gained), 'info');
    case 'fall':
      if (e.inches < 0.05)
        return line(`${who(e.character)} comes down at the height it was (${e.to}″): no fall`, 'move');
      return line(`${who(e.character)} falls ${inches(e.inches)} (from ${e.from}″ to ${e.to}″)`, 'damage');
    case 'damage':
      return line(`${who(e.character)} takes ${e.damage} Damage (${purposeWord(e.source)})`, 'damage');
    case 'life-points':
      if (e.lpAfter > e.lpBefore)
        return line(
          `${who(e.character)} regains ${e.lpAfter - e.lpBefore} Life Point${e.lpAfter - e.lpBefore === 1 ? '' : 's'}` +
            ` (${e.lpBefore} → ${e.lpAfter}, ${e.cause})`,
          'info',
        );
      return line(
        `${who(e.character)} loses ${e.lpBefore - e.lpAfter} Life Point${e.lpBefore - e.lpAfter === 1 ? '' : 's'}` +
          ` (${e.lpBefore} → ${e.lpAfter})`,
        'damage',
      );
    case 'attack-of-opportunity':
      return line(
        `${who(e.character)} makes an Attack of Opportunity on ${who(e.target)} (${purposeWord(e.reason)})`,
        'damage',
      );
    case 'casualty':
      return line(`${who(e.character)} is taken out`, 'casualty');
    case 'ability':
      return line(`${who(e.character)} — ${e.ability}: ${e.effect}`, 'info');
    case 'area': {
      const under = e.hit.length ? e.hit.map(who).join(', ') : 'nobody';
      const what = e.shape.kind === 'blast' ? 'the blast marker' : 'the template';
      return line(
        `${who(e.character)} lays ${what} (${e.weapon}): under it ${under}` +
          (e.stays ? '; it stays until the round ends' : '') +
          (e.terrain === 'impassable' ? ', the ground under it Impassable' : '') +
          (e.terrain === 'solid' ? ', the water under it Solid Ground' : '') +
          (e.terrain === 'water' ? ', the ground under it water' : ''),
        'damage',
      );
    }
    case 'area-reading':
      return line(
        `The roll against ${who(e.character)}: ${resultWord(e.result)}, ${e.aces} Ace${e.aces === 1 ? '' : 's'} on ${e.aceOn}+`,
        'info',
      );
    case 'area-cleared':
      return line(
        'A marker that stayed on the board is taken off, and any terrain it changed is as before',
        'round',
      );
    case 'command-point':
      return line(
        e.command === 'order'
          ? `${who(e.character)} gives an ORDER: ${who(e.target)} gains 1 AP (${e.ap} AP now)`
          : `${who(e.character)} calls a COUNTER: ${who(e.target)} acts out of turn (1 AP)`,
        'round',
      );
    case 'command-ability':
      return line(
        `${who(e.character)} uses ${e.ability} (1 Command Point${e.targets.length ? ` on ${e.targets.map(who).join(' and ')}` : ''})`,
        'round',
      );
    case 'unique-action': {
      const cost = [
        e.ap > 0 ? `${e.ap} AP` : '',
        e.wp > 0 ? `${e.wp} Will Point${e.wp === 1 ? '' : 's'}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      const aim = e.target ? ` on ${who(e.target)}` : e.to ? ` to (${e.to[0]}, ${e.to[1]}, ${e.to[2]}″)` : '';
      return line(`${who(e.character)} uses ${e.action}${aim}${cost ? ` (${cost})` : ''}`, 'info');
    }
    case 'cast':
      return line(
        `${who(e.character)} casts ${e.spell}${e.targets.length ? ` on ${e.targets.map(who).join(' and ')}` : ''}`,
        'info',
      );
    case 'dispel':
      return line(`${who(e.character)} tries to Dispel ${who(e.caster)}'s ${e.spell} (1 Will Point)`, 'info');
    case 'spell': {
      const what = {
        success: `takes effect (X = ${e.x})`,
        critical: `takes effect with every (X) + 1 (X = ${e.x}), and a Will Point comes back`,
        fail: 'fails: no more spells this turn',
        fumble: 'is fumbled: Stunned, a Will Point lost, no more spells this turn',
      }[e.result];
      return line(`${e.spell} ${what}`, e.result === 'fumble' ? 'damage' : 'info');
    }
    case 'regain': {
      const what = { will: 'Will Point', action: 'Action Point', command: 'Command Point' }[e.points];
      return line(
        `${who(e.character)} regains ${e.amount} ${what}${e.amount === 1 ? '' : 's'} (${e.cause})`,
        'info',
      );
    }
    case 'fortune':
      return line(
        `Fortune's Favour: ${who(e.character)} ${e.feat}` +
          (e.from
            ? `, and it passes from ${names.gang(e.from)} to ${names.gang(e.gang)}`
            : `; ${names.gang(e.gang)} earns it`) +
          (e.wp > 0 ? ` (+${e.wp} Will Point)` : ' (Will Points already full)'),
        'round',
      );
    case 'agenda':
      return line(
        agendaText(e, names),
        e.change === 'scored' ? 'round' : e.change === 'lost' ? 'damage' : 'info',
      );
    case 'turn-end':
      return line(`${who(e.character)} ends the turn`, 'turn');
    case 'round-end':
      return line(`Game round ${e.round} ends`, 'round');
    case 'game-end': {
      const vp = Object.entries(e.vp)
        .map(([g, n]) => `${names.gang(g)} ${n} VP`)
        .join(', ');
      return line(`Game over: ${vp}. ${e.winner ? `${names.gang(e.winner)} wins.` : 'A draw.'}`, 'end');
    }
    default: {
      const scenario = scenarioLine(e, names);
      return scenario ? line(scenario.text, scenario.tone) : null;
    }
  }
}

/** The log line of an `agenda` event (rulebook "Agendas", PLAN, Cycle, Double). */
function agendaText(e: Extract<MatchEvent, { type: 'agenda' }>, names: Names): string {
  const gang = names.gang(e.gang);
  const hidden = e.change !== 'scored' && e.change !== 'lost' && (names.secretAgendas?.(e.gang) ?? false);
  const name = hidden ? 'a Secret Agenda' : agendaName(e.agenda);
  switch (e.change) {
    case 'drawn':
      if (e.cause === 'plan') return `${gang} draws ${name} in its place (PLAN)`;
      if (e.cause === 'cycle') return `${gang} draws ${name} to replace the Agenda scored (Cycle)`;
      return `${gang} draws ${hidden ? name : `the Agenda ${name}`}`;
    case 'discarded':
      return e.character
        ? `${names.character(e.character)} spends 1 Command Point on PLAN: ${gang} discards ${name}`
        : `${gang} discards ${name} (PLAN)`;
    case 'kept':
      return `${gang} keeps ${name} in play: achieved again it scores double, otherwise nothing`;
    case 'scored':
      return `${gang} scores ${name}: +${e.vp} VP`;
    case 'lost':
      return `${gang} loses ${name}: kept in play but not achieved again, no VP`;
  }
}
