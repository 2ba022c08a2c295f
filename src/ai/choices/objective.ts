/**
 * Whether a character ending its turn by an Objective picks it up, or takes one from a friend (rulebook "Primary
 * Objective": a `choose` decision, purpose `objective`; the engine's side: src/rules/scenario/objectives.ts). A carrier
 * may only Run/Climb, so an Objective is picked up by worth, not always: what carrying it is worth to the character
 * (objective-worth.ts `carryWorth`, less the risk of dropping it where it stands) against what it is worth where it
 * lies (held by the character beside it, or where it lies in Take What is Theirs), less what the character's attacks
 * would be worth in the turns left (objective-worth.ts `carryCost`). A hand-over weighs the same for the friend that
 * carries it now.
 */
import { type ChoiceDecision, carrierOf, type Match, objectiveAt, objectiveById } from '../../rules/index.ts';
import {
  carryCost,
  carryWorth,
  DROP_STAKE,
  dropChancesOf,
  dropRisk,
  homeSide,
  type ObjectiveView,
  objectiveView,
} from '../objective-worth.ts';
import { dangerShare } from '../spot-worth.ts';
import type { Answer } from '../types.ts';
import { weightsOf } from '../weights.ts';

/** What carrying Objective `o` is worth to `eid` where it stands, less the risk of dropping it there. */
function carriedBy(m: Match, view: ObjectiveView, o: number, eid: number): number {
  const x = view.objectives.find((i) => i.o === o);
  if (!x) return 0;
  const worth = carryWorth(m, view, x, eid);
  const risk = dropRisk({ ...view, dropChances: dropChancesOf(m, eid) }, (e) => dangerShare(m, e, eid));
  return worth * (1 - DROP_STAKE * risk);
}

/** What Objective `o` lying where it is, next to `eid`, is worth to `eid`'s gang. */
function lyingWorth(m: Match, view: ObjectiveView, o: number): number {
  const vp = m.world.components.Objective.vp[o] ?? 0;
  return view.play === 'home' ? vp * homeSide(m, view.g, objectiveAt(m, o)) : vp;
}

/** Pick an Objective up, take one from a friend, or leave it, by worth (see the module comment). */
export function answerObjective(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character) ?? -1;
  const view = eid >= 0 ? objectiveView(m, eid, 0, weightsOf(m, eid).decay) : null;
  let pick = d.options[0]!;
  let bestWorth = 0;
  let why = 'leaves the Objective: it is worth more free to fight';
  for (const option of view ? d.options : []) {
    const [verb, id] = option.id.split(':');
    const o = id ? objectiveById(m, id) : -1;
    if (o < 0 || !view) continue;
    let worth: number;
    if (verb === 'pick-up') worth = carriedBy(m, view, o, eid) - lyingWorth(m, view, o) - carryCost(m, eid);
    else {
      const friend = carrierOf(m, o);
      worth =
        carriedBy(m, view, o, eid) - carriedBy(m, view, o, friend) - carryCost(m, eid) + carryCost(m, friend);
    }
    if (worth > bestWorth) {
      bestWorth = worth;
      pick = option;
      why = `${option.label}: worth ${worth.toFixed(2)} VP more carried`;
    }
  }
  return { command: { type: 'decide', decision: 'choose', character: d.character, option: pick.id }, why };
}
