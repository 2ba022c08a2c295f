/**
 * Street Fight's Primary Objective (rulebook "The Winds of Fate" → "Street Fight"): every Attacker that touches the
 * short board edge opposite its Deployment Zone is removed from play and scores 1 Victory Point for its gang
 * (`attackers-escape`); every Attacker taken out scores 1 Victory Point for the gang that took it out — the enemy
 * striking when it fell, as the Agendas credit kills (agendas/facts.ts); a fall of its own scores for nobody.
 * Watched after every action and turn (match/flow.ts).
 */
import { scenarioFile } from '../../content/scenarios.ts';
import { traitOf } from '../character/traits.ts';
import { emit, gangOf, idOf, isOnBoard, type Match } from '../state/match-state.ts';
import { charactersOnBoard, setTag } from '../state/world.ts';
import { scenarioStateOf, zoneOf } from './scenario-state.ts';

/** Whether gang `g` attacks in the match's scenario. */
export function isAttacker(m: Match, g: number): boolean {
  return m.setup.gangs[g]?.side === 'attacker';
}

/** The x (inches) of the short edge gang `g`'s Attackers run for: the one away from its zone. */
export function escapeEdgeX(m: Match, g: number): number {
  const zone = zoneOf(m, g);
  return zone && zone.x0 <= 0 ? m.board.width : 0;
}

/** Whether Attacker `eid` touches the short edge it runs for. */
export function touchesEscapeEdge(m: Match, eid: number): boolean {
  const { Position, Base, Gang } = m.world.components;
  const x = Position.x[eid] ?? 0;
  const r = Base.radius[eid] ?? 0.6;
  const edge = escapeEdgeX(m, Gang.index[eid] ?? 0);
  return Math.abs(x - edge) <= r + 0.5 + 1e-9;
}

/** Read the events since the last call: kills of Attackers, then Attackers at the far edge leave play and score. */
export function watchStreetFight(m: Match): void {
  const file = scenarioFile(m.setup.scenario);
  if (file.primary.kind !== 'street-fight') return;
  const s = scenarioStateOf(m);
  const gang = m.world.components.Gang.index;
  const events = m.log.slice(s.seen);
  s.seen = m.log.length;
  for (const e of events)
    for (const f of s.reader.read(m, e)) {
      if (f.kind !== 'kill' || f.who < 0 || !isAttacker(m, gang[f.victim] ?? -1)) continue;
      if (traitOf(m, f.victim, 'worth-no-victory-points').has) continue;
      const killer = gang[f.who] ?? -1;
      if (killer >= 0 && killer !== gang[f.victim]) s.kills[killer]! += 1;
    }
  if (!file.rules.includes('attackers-escape')) return;
  for (const eid of charactersOnBoard(m.world)) {
    const g = gang[eid] ?? 0;
    if (!isAttacker(m, g) || !isOnBoard(m, eid) || !touchesEscapeEdge(m, eid)) continue;
    setTag(m.world, eid, m.world.components.OnBoard, false);
    s.escaped[g]! += file.primary.vp;
    emit(m, { type: 'escaped', character: idOf(m, eid), gang: gangOf(m, eid), vp: file.primary.vp });
  }
}
