/**
 * The Hint (src/view/battle/hint.ts, hint-preview.ts): what the computer would do for the person now is the
 * computer's own choice for that gang at the match's difficulty and seed; asked about a selected figure, a legal
 * command of that figure; worked out in slices without touching the match; and drawn with the same preview numbers
 * a person sees before a click.
 */
import { describe, expect, it } from 'vitest';
import { chooseCommand, type Difficulty } from '../../../src/ai/index.ts';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { type Command, loadLevel } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import { HintCoach, hintNow, hintOffered } from '../../../src/view/battle/hint.ts';
import { commandWords, hintDrawing } from '../../../src/view/battle/hint-preview.ts';
import { hoverTile, tilesFor } from '../../../src/view/battle/move-modes.ts';

/**
 * A person (first gang) against the computer at `difficulty`, the person's PLAN kept, the computer played until the
 * person is to act in a turn.
 */
function session(difficulty: Difficulty = 'normal', seed = 11): BattleSession {
  const board = loadLevel('gang-war-venice') as VoxelBoard;
  const s = new BattleSession(defaultMatchSetup({ controllers: ['human', 'ai'] }), seed, board, difficulty);
  for (let k = 0; k < 50 && !hintOffered(s); k++) {
    const d = s.match.pending;
    if (s.aiToAnswer) s.aiStep();
    else if (d?.type === 'choose')
      s.submit({
        type: 'decide',
        decision: 'choose',
        character: d.character,
        option: d.purpose === 'plan' ? 'done' : d.options[0]!.id,
      });
    else if (d?.type === 'will-points')
      s.submit({ type: 'decide', decision: 'will-points', character: d.character, amount: 0 });
  }
  if (!hintOffered(s)) throw new Error('the person never got to act');
  return s;
}

const same = (a: Command, b: Command) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

/** The figures of the person's gang waiting to act. */
function waiting(s: BattleSession): string[] {
  return s.legal().flatMap((c) => (c.type === 'activate' ? [c.actor] : []));
}

describe('the Hint', () => {
  it.each(['easy', 'normal', 'hard'] as const)(
    'is the computer’s own choice for the person’s gang at %s, with the match seed',
    (difficulty) => {
      const s = session(difficulty);
      const gang = s.gangToAnswer!;
      const hint = hintNow(s, null)!;
      expect(hint.gang).toBe(gang);
      expect(hint.difficulty).toBe(difficulty);
      expect(hint.asked).toBeNull();
      same(hint.choice.command, chooseCommand(s.match, gang, { difficulty, seed: s.seed }).command);
      expect(s.submit(hint.choice.command).ok).toBe(true);
    },
  );

  it('for a selected figure is a legal command of that figure, and what the computer would do with it', () => {
    const s = session();
    const gang = s.gangToAnswer!;
    const figures = waiting(s);
    expect(figures.length).toBeGreaterThan(1);
    const commands = new Set<string>();
    for (const id of figures) {
      const hint = hintNow(s, id)!;
      expect(hint.asked).toBe(id);
      const cmd = hint.choice.command;
      // Its own action, or an ORDER a friend gives it before it acts.
      const forIt = cmd.type === 'order' ? cmd.target === id : hint.actor === id;
      expect(forIt).toBe(true);
      // The engine takes it (in the same position set up again).
      expect(session().submit(cmd).ok).toBe(true);
      same(cmd, chooseCommand(s.match, gang, { difficulty: 'normal', seed: s.seed, only: id }).command);
      // Its reasons are its own options, the chosen one among them.
      expect(hint.choice.candidates.length).toBeGreaterThan(0);
      commands.add(JSON.stringify(cmd));
    }
    // Different figures, different suggestions.
    expect(commands.size).toBe(figures.length);
  });

  it('for the figure having its turn is that figure’s next command', () => {
    const s = session();
    const id = waiting(s)[0]!;
    // A Run/Climb that needs no roll (no Will Point question comes).
    const lit = tilesFor(s, id, 'move', false)!;
    const easy = lit.tiles.find((t) => t.rolls === 0)!;
    expect(s.submit(hoverTile(s, id, 'move', lit, easy, false)!.command).ok).toBe(true);
    // The computer may be offered a COUNTER after the move: it answers.
    while (s.aiToAnswer) s.aiStep();
    expect(hintOffered(s)).toBe(true);
    expect(s.summary().active).toBe(id);
    const hint = hintNow(s, null)!;
    expect(hint.asked).toBe(id);
    expect(hint.actor).toBe(id);
    expect(s.actionsOf(id).map((c) => JSON.stringify(c))).toContain(JSON.stringify(hint.choice.command));
  });

  it('is worked out in slices, leaves the match as it was, and is dropped once the match moves on', () => {
    const s = session('easy');
    const log = s.match.log.length;
    const dice = s.match.dice.state().join();
    const coach = new HintCoach(s);
    expect(coach.ask(null)).toBe(true);
    expect(coach.busy).toBe(true);
    // One slice per call (the clock says each slice took longer than the budget).
    let t = 0;
    let slices = 0;
    let hint = null;
    while (!hint && slices < 100) {
      hint = coach.think(1, () => (t += 5));
      slices++;
    }
    expect(slices).toBeGreaterThan(1);
    expect(hint).not.toBeNull();
    expect(coach.hint).toBe(hint);
    expect(s.match.log.length).toBe(log);
    expect(s.match.dice.state().join()).toBe(dice);
    // Asked again: the same suggestion (its draws are its own, not the computer's).
    same(hintNow(s, null)!.choice.command, hint!.choice.command);
    expect(coach.stale()).toBe(false);
    expect(s.submit(hint!.choice.command).ok).toBe(true);
    expect(coach.stale()).toBe(true);
    // A Hint being worked out when the match moves on is dropped.
    if (!hintOffered(s)) return;
    expect(coach.ask(null)).toBe(true);
    const other = s.legal().find((c) => c.type === 'end-turn' || c.type === 'activate')!;
    expect(s.submit(other).ok).toBe(true);
    expect(coach.think(Number.POSITIVE_INFINITY)).toBeNull();
    expect(coach.busy).toBe(false);
  });

  it('is not offered while the computer acts or a decision waits', () => {
    const board = loadLevel('gang-war-venice') as VoxelBoard;
    const s = new BattleSession(defaultMatchSetup({ controllers: ['human', 'ai'] }), 11, board);
    // The person's PLAN waits as the first round starts: a decision, not a turn.
    expect(s.match.pending?.type).toBe('choose');
    expect(hintOffered(s)).toBe(false);
    expect(new HintCoach(s).ask(null)).toBe(false);
    const ai = new BattleSession(defaultMatchSetup({ controllers: ['ai', 'ai'] }), 11, board);
    expect(hintOffered(ai)).toBe(false);
  });
});

describe('what the board draws of a Hint', () => {
  it('a Run/Climb: the path to the tile and the odds the tile’s preview gives', () => {
    const s = session();
    const id = waiting(s)[0]!;
    const lit = tilesFor(s, id, 'move', false)!;
    const tile = lit.tiles.find((t) => t.rolls > 0) ?? lit.tiles[0]!;
    const cmd = hoverTile(s, id, 'move', lit, tile, false)!.command;
    const d = hintDrawing(s, cmd);
    const hover = hoverTile(s, id, 'move', lit, tile, false)!;
    expect(d.actor).toBe(id);
    expect(d.path).toEqual(hover.path);
    expect(d.path!.at(-1)).toEqual([tile.node.i + 0.5, tile.node.j + 0.5, tile.node.z]);
    expect(d.odds).toEqual(hover.tip);
    expect(d.target).toBeNull();
    expect(commandWords(s, cmd)).toMatch(/: Run\/Climb to \d+, \d+/);
  });

  it('a Jump: its line as an arc and its odds to reach the point', () => {
    const s = session();
    const id = waiting(s).find((x) => s.actionsOf(x).some((c) => c.type === 'jump'))!;
    const jump = s.actionsOf(id).find((c) => c.type === 'jump')!;
    const d = hintDrawing(s, jump);
    expect(d.leap?.arc).toBe(true);
    expect(d.leap?.to).toEqual((jump as { to: readonly number[] }).to);
    expect(d.odds[0]).toMatch(/to reach the point/);
  });

  it('an end of turn draws nothing and says so in words', () => {
    const s = session();
    const id = waiting(s)[0]!;
    const d = hintDrawing(s, { type: 'end-turn', actor: id });
    expect(d).toMatchObject({ actor: id, path: null, leap: null, target: null, aim: null, odds: [] });
    const name = s.summary().characters.find((c) => c.id === id)!.name;
    expect(commandWords(s, { type: 'end-turn', actor: id })).toBe(`${name}: end its turn where it stands`);
  });

  it('an attack: the target, the odds of the attack preview, in words with the weapon', () => {
    // Play the computer for both sides until the person may attack someone.
    const board = loadLevel('gang-war-venice') as VoxelBoard;
    const s = new BattleSession(defaultMatchSetup({ controllers: ['human', 'ai'] }), 11, board);
    let attack: Extract<Command, { type: 'combat' }> | undefined;
    for (let k = 0; k < 400 && !attack && !s.match.over; k++) {
      if (s.aiToAnswer) {
        s.aiStep();
        continue;
      }
      attack = hintOffered(s) ? (s.legal().find((c) => c.type === 'combat') as typeof attack) : undefined;
      if (attack) break;
      const gang = s.gangToAnswer!;
      s.submit(chooseCommand(s.match, gang).command);
    }
    expect(attack).toBeDefined();
    const d = hintDrawing(s, attack!);
    expect(d.target).toBe(attack!.target);
    expect(d.odds[0]).toMatch(/^Critical \S+ · Success \S+ · Fail \S+ · Fumble \S+$/);
    expect(d.odds[1]).toMatch(/Expected Life Points lost: \d+\.\d\d · chance to take out: /);
    expect(commandWords(s, attack!)).toContain(`with ${attack!.weapon}`);
  });
});
