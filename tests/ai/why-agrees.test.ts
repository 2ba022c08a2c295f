/**
 * The Why? panel says what the command did (issue "The computer plays like a strong player"): over whole games of
 * the computer against itself, every command whose reason names a charge, an attack, a spell, a Grapple or a Drown,
 * a move (for a shot, a strike, or only to end nearer: no charge), a jump (toward the point it names) or a Row (the
 * way it names) is matched with the events the engine logged for it.
 */
import { describe, expect, it } from 'vitest';
import { pairSetup } from '../../src/ai/harness/tournament.ts';
import { chooseCommand } from '../../src/ai/index.ts';
import {
  createMatch,
  gangToAnswer,
  loadLevel,
  type Match,
  type MatchEvent,
  submit,
} from '../../src/rules/index.ts';

/** What the reason `why` of `actor`'s command promises, checked against the command's `events`; null when kept. */
function broken(why: string, actor: string, events: readonly MatchEvent[]): string | null {
  const said = why.replace(/^[\w-]+: /, '');
  // A disengage that fumbles leaves the character in place (rulebook "Disengaging"), and the Attack of Opportunity
  // may take it out: then no move follows.
  const heldBack = events.some(
    (e) =>
      (e.type === 'roll' && e.character === actor && e.purpose === 'disengage' && e.result === 'fumble') ||
      (e.type === 'casualty' && e.character === actor),
  );
  const charge = /^charge ([\w-]+)/.exec(said);
  if (charge) {
    const move = events.find((e) => e.type === 'move' && e.character === actor);
    if (!move && heldBack) return null;
    if (move?.type !== 'move' || move.charge !== charge[1])
      return `said "${said}" but the move's charge is ${move?.type === 'move' ? move.charge : 'missing'}`;
  }
  // A move said to be for a shot, a strike or only for where it ends is no charge.
  const walk = /^move (?:to (?:shoot|strike) [\w-]+|[\d.]+″, ending)/.exec(said);
  if (walk) {
    const move = events.find((e) => e.type === 'move' && e.character === actor);
    if (move?.type !== 'move') return heldBack ? null : `said "${said}" but ${actor} did not move`;
    if (move.charge) return `said "${said}" but the move charged ${move.charge}`;
  }
  const leap = /^jump (?:off the edge at|to) ([\d.]+),([\d.]+)/.exec(said);
  if (leap) {
    const jump = events.find((e) => e.type === 'jump' && e.character === actor);
    if (jump?.type !== 'jump') return `said "${said}" but ${actor} did not jump`;
    if (jump.to[0] !== Number(leap[1]) || jump.to[1] !== Number(leap[2]))
      return `said "${said}" but the jump went toward ${jump.to[0]},${jump.to[1]}`;
  }
  const attack = /^attack ([\w-]+) with (.+) \(worth/.exec(said);
  if (attack) {
    const rolled = events.some((e) => e.type === 'roll' && e.character === actor && e.purpose === 'attack');
    if (!rolled) return `said "${said}" but ${actor} rolled no Attack`;
  }
  const cast = /^cast (.+?)(?: on [\w-, ]+)?: /.exec(said);
  if (cast) {
    const done = events.some((e) => e.type === 'cast' && e.character === actor);
    if (!done) return `said "${said}" but no spell was cast`;
  }
  const grip = /^(grapple|drown) ([\w-]+)/.exec(said);
  if (grip) {
    const done = events.some((e) => e.type === 'roll' && e.character === actor && e.purpose === grip[1]);
    if (!done) return `said "${said}" but no ${grip[1]} was made`;
  }
  // A Row said to go one way: rolled, and its rider moved that way (or a Fumble threw it into the water).
  const row = /^row the gondola ((north|south)?-?(east|west)?)/.exec(said);
  if (row) {
    const roll = events.find((e) => e.type === 'roll' && e.character === actor && e.purpose === 'row');
    if (roll?.type !== 'roll') return `said "${said}" but ${actor} rolled no Row`;
    const move = events.find((e) => e.type === 'move' && e.character === actor);
    if (roll.result !== 'fumble' && move?.type === 'move') {
      const [from, to] = [move.path[0]!, move.path.at(-1)!];
      const dx = to[0] - from[0];
      const dy = to[1] - from[1];
      const wrongWay =
        (row[2] === 'north' && dy > 0) ||
        (row[2] === 'south' && dy < 0) ||
        (row[3] === 'east' && dx < 0) ||
        (row[3] === 'west' && dx > 0);
      if (wrongWay) return `said "${said}" but the gondola went ${dx}, ${dy}`;
    }
  }
  return null;
}

/**
 * Play `m` (the computer on both sides) to its end, collecting every reason the events belie. A command's events
 * are those logged until the next command that is not an answer to a decision (its rolls may wait on one).
 */
function playChecking(m: Match): { checked: number; broken: string[] } {
  const out: string[] = [];
  let checked = 0;
  let open: { why: string; actor: string; from: number } | null = null;
  const close = () => {
    if (!open) return;
    const wrong = broken(open.why, open.actor, m.log.slice(open.from));
    if (/^([\w-]+: )?(charge|attack|cast|grapple|drown|move|jump|row) /.test(open.why)) checked++;
    if (wrong) out.push(`round ${m.round}, ${open.actor}: ${wrong}`);
    open = null;
  };
  for (let n = 0; !m.over && n < 20_000; n++) {
    const gang = gangToAnswer(m);
    if (gang === null) break;
    const choice = chooseCommand(m, gang);
    const cmd = choice.command;
    if (cmd.type !== 'decide') close();
    const from = m.log.length;
    const r = submit(m, cmd);
    if (!r.ok) throw new Error(`${gang}'s command was refused: ${r.reason}`);
    if (cmd.type !== 'decide' && 'actor' in cmd) open = { why: choice.why, actor: String(cmd.actor), from };
  }
  close();
  return { checked, broken: out };
}

describe('the Why? panel agrees with the events', () => {
  it.each([1, 2])('in Gang War game %i, computer against computer', (k) => {
    const setup = pairSetup('gang-war', k);
    const m = createMatch(setup, 40 + k, loadLevel(setup.level));
    const { checked, broken: wrong } = playChecking(m);
    expect(checked).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });
});
