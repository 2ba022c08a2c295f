/**
 * Carrion (the Stryha Crone, Strigoi): before deployment her gang chooses 3 friendly characters (she may be one), who
 * gain Infiltration for the game — the trait deploys-high, so they may set up more than 3″ above ground level
 * (scenario/deploy.ts reads the character's own traits, grants too).
 *
 * Played as choices before deployment (character/flow-hooks.ts `BEFORE_DEPLOYMENT`): purpose `carrion`, up to three
 * times for each Crone, `done` or the id of a friend that has no Infiltration yet — only while the gang is still to
 * set up (the players' setup); a gang the engine set up is not asked. Our reading: each Crone chooses her own three.
 */
import { BEFORE_DEPLOYMENT } from '../../character/flow-hooks.ts';
import { addGrant } from '../../character/grants.ts';
import { abilityOf, holdsUnique } from '../../character/stats.ts';
import { askToChoose } from '../../core/decisions.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { emit, idOf, isOnBoard, type Match, nameOf, type Resolution } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

export const CARRION = 'Carrion';
/** Friends each Crone gives Infiltration. */
export const CARRION_FRIENDS = 3;

/** The characters of gang `g` (set up or not), in the order they entered the game. */
const membersOf = (m: Match, g: number) =>
  [...m.ids.values()].filter((e) => m.world.components.Gang.index[e] === g);

function carrionBeforeDeployment(m: Match, g: number): Resolution | null {
  const crones = membersOf(m, g).filter((e) => holdsUnique(m, e, CARRION));
  // Infiltration only matters as the gang sets up: nothing is asked of a gang the engine has set up already
  if (crones.length === 0 || membersOf(m, g).some((e) => isOnBoard(m, e))) return null;
  return (function* (): Resolution {
    for (const crone of crones) {
      for (let k = 0; k < CARRION_FRIENDS; k++) {
        const friends = membersOf(m, g).filter((e) => !abilityOf(m, e, 'Infiltration').has);
        if (friends.length === 0) break;
        const options: ChoiceOption[] = [
          { id: 'done', label: 'no more' },
          ...friends.map((e) => ({ id: idOf(m, e), label: nameOf(m, e), figure: idOf(m, e) })),
        ];
        const id = yield* askToChoose(m.setup.gangs[g]!.id, idOf(m, crone), 'carrion', options);
        const friend = friends.find((e) => idOf(m, e) === id);
        if (friend === undefined) break;
        addGrant(m, {
          holder: friend,
          source: CARRION,
          until: { kind: 'game' },
          abilities: [{ name: 'Infiltration', value: null }],
        });
        emit(m, {
          type: 'ability',
          character: idOf(m, crone),
          ability: CARRION,
          effect: `gives ${nameOf(m, friend)} Infiltration`,
        });
      }
    }
  })();
}

/** Carrion as a plug-in of the rule book. */
export const CARRION_PLUGIN = plugin(CARRION, (add) => add(BEFORE_DEPLOYMENT, carrionBeforeDeployment));
