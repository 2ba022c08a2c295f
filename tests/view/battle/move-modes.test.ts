import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { loadLevel, mustMoveOff, reachPreview } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import { hoverTile, tilesFor } from '../../../src/view/battle/move-modes.ts';
import { jumpOdds, moveTargets, runReach } from '../../../src/view/battle/move-queries.ts';

function session(): BattleSession {
  const board = loadLevel('gang-war-venice') as VoxelBoard;
  const s = new BattleSession(defaultMatchSetup({ controllers: ['human', 'human'] }), 11, board);
  // Both gangs keep their Agendas (PLAN) as the first round starts.
  while (s.match.pending?.type === 'choose' && s.match.pending.purpose === 'plan') {
    const r = s.submit({
      type: 'decide',
      decision: 'choose',
      character: s.match.pending.character,
      option: 'done',
    });
    if (!r.ok) throw new Error(r.reason);
  }
  return s;
}

/** A figure of the gang to act that may act now. */
function actor(s: BattleSession): string {
  const id = s.legal().find((c) => c.type === 'activate')?.actor;
  if (!id) throw new Error('nobody to activate');
  return id;
}

describe('movement previews', () => {
  it('lights the Run/Climb reach, and a click on a tile gives the Run/Climb the engine accepts', () => {
    const s = session();
    const id = actor(s);
    const lit = tilesFor(s, id, 'move', false)!;
    expect(lit.kind).toBe('reach');
    expect(lit.tiles).toEqual(runReach(s, id));
    const far = [...lit.tiles].sort((a, b) => b.cost - a.cost)[0]!;
    const hover = hoverTile(s, id, 'move', lit, far, false)!;
    expect(hover.tip[0]).toMatch(/^Run\/Climb: /);
    // The path runs from the figure to the tile.
    const me = s.summary().characters.find((c) => c.id === id)!;
    expect(hover.path![0]).toEqual([Math.floor(me.x) + 0.5, Math.floor(me.y) + 0.5, me.z]);
    expect(hover.path!.at(-1)).toEqual([far.node.i + 0.5, far.node.j + 0.5, far.node.z]);
    expect(s.submit(hover.command).ok).toBe(true);
  });

  it('marks tiles that need rolls with their chance, as the engine computes it', () => {
    const s = session();
    const all = s
      .summary()
      .characters.filter((c) => s.canAct(c.id))
      .flatMap((c) => (tilesFor(s, c.id, 'move', false)?.tiles ?? []).map((t) => ({ id: c.id, t })));
    const risky = all.find((x) => x.t.rolls > 0);
    expect(risky).toBeDefined();
    const lit = tilesFor(s, risky!.id, 'move', false)!;
    const hover = hoverTile(s, risky!.id, 'move', lit, risky!.t, false)!;
    expect(hover.tip.join(' ')).toContain('DEXTERITY roll');
    expect(risky!.t.chance).toBeLessThan(1);
  });

  it('lights Jump targets by the chance to reach them and names Controlled Landing in the command', () => {
    const s = session();
    const id = actor(s);
    const lit = tilesFor(s, id, 'jump', false)!;
    expect(lit.tiles.length).toBe(moveTargets(s, id, 'jump').length);
    const tile = lit.tiles[0]!;
    const to = lit.points.get(`${tile.node.i},${tile.node.j},${tile.node.z}`)!;
    expect(tile.chance).toBe(jumpOdds(s, id, to, false)!.reachChance);
    const plain = hoverTile(s, id, 'jump', lit, tile, false)!;
    expect(plain.command).toEqual({ type: 'jump', actor: id, to });
    expect(plain.leap?.arc).toBe(true);
    expect(plain.jump).toEqual(jumpOdds(s, id, to, false));
    const controlled = hoverTile(s, id, 'jump', lit, tile, true)!;
    expect(controlled.command).toEqual({ type: 'jump', actor: id, to, controlledLanding: true });
    const onward = hoverTile(s, id, 'jump', lit, tile, false, true)!;
    expect(onward.command).toEqual({ type: 'jump', actor: id, to, onward: true });
    expect(s.submit(onward.command).ok).toBe(true);
  });

  it('offers no swim without Underwater Counters', () => {
    const s = session();
    expect(tilesFor(s, actor(s), 'swim', false)!.tiles).toEqual([]);
  });
});

describe('only spots a figure may end its turn on are offered', () => {
  it('the tops of Small Obstacles and Debris the engine can reach are passed over, never lit', () => {
    const s = session();
    const m = s.match;
    const ids = s
      .summary()
      .characters.filter((c) => s.canAct(c.id))
      .map((c) => c.id);
    let reachable = 0;
    for (const id of ids) {
      const eid = m.ids.get(id)!;
      reachable += reachPreview(m, eid).filter((r) => mustMoveOff(m.board, r.node) !== null).length;
      expect(runReach(s, id).filter((r) => mustMoveOff(m.board, r.node) !== null)).toEqual([]);
    }
    // The engine's reach does take in barrel tops or Debris from where the gangs deploy: the test is not empty.
    expect(reachable).toBeGreaterThan(0);
  });
});
