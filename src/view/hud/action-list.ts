/**
 * Which action buttons the bar shows for a character, which are enabled and what their tooltips say (rulebook
 * "Run/Climb", "Jump", "Flight", "Dive", "Hide", "Guard", "Combat", "Grapple", "Drown", "Command Points",
 * "Action Points", "Magic"; the unique actions printed on profiles; the words are in action-tips.ts). Pure: built
 * from the engine's legal commands, so a button is enabled exactly when the engine would accept the action now.
 */
import type { Command } from '../../rules/index.ts';
import { ACTION_TIPS, tipOrWhyNot, UNIQUE_TIPS } from './action-tips.ts';

/** What a click on the board does while a mode is on. */
export type Mode =
  | 'none'
  | 'move'
  | 'jump'
  | 'fly'
  | 'swim'
  | 'row'
  | 'attack'
  | 'grapple'
  | 'drown'
  | 'unique'
  | 'cast';

/** One button of the action bar. */
export interface ActionButton {
  /** The action, or `weapon` for an attack (see `weapon`), or `order` to receive an ORDER. */
  readonly key:
    | 'move'
    | 'jump'
    | 'fly'
    | 'swim'
    | 'row'
    | 'dive'
    | 'hide'
    | 'guard'
    | 'weapon'
    | 'grapple'
    | 'drown'
    | 'order'
    | 'ability'
    | 'unique'
    | 'cast'
    | 'drop-objective'
    | 'drop-after-move'
    | 'destroy-objective'
    | 'end-turn';
  readonly label: string;
  readonly enabled: boolean;
  /** The button's mode is the one on. */
  readonly on: boolean;
  /** What the action does and costs, in our own words, and why it is not available when it is not. */
  readonly title: string;
  /**
   * For attack buttons: the weapon's name; for a Command Ability or a unique action: its name; for a spell: its id;
   * for destroying an Objective: the Objective's id.
   */
  readonly weapon?: string;
}

/** What the bar needs to know besides the legal commands. */
export interface ActionContext {
  /** Action Points left (for a character about to start its turn: all of them). */
  readonly ap: number;
  /** The character's turn has begun (else it is waiting to be activated). */
  readonly active: boolean;
  readonly mode: Mode;
  readonly weapon: string | null;
  /** The character's weapons, by name (attacks are offered for each). */
  readonly weapons: readonly string[];
  /** The character stands in water. */
  readonly inWater: boolean;
  /** Underwater Counters held. */
  readonly underwater: number;
  /** The character can fly (rulebook "Flight"). */
  readonly flies: boolean;
  /** Friends that may ORDER it now (1 Command Point each, +1 AP); 0 when none. */
  readonly orders: number;
  /** What each Command Ability the character has does, by name (our words); absent when it has none. */
  readonly abilityTexts?: Readonly<Record<string, string>>;
  /** The unique actions printed on the character that the engine plays, by name (see action-tips.ts). */
  readonly uniqueActions?: readonly string[];
  /** The unique action whose mode is on (mode `unique`), or null. */
  readonly unique?: string | null;
  /** The spells the character knows (rulebook "Magic"), with their Will Point cost, Difficulty, range and words. */
  readonly spells?: readonly SpellButton[];
  /** The spell whose mode is on (mode `cast`), by id, or null. */
  readonly spell?: string | null;
  /** It carries an Objective (then it may only Run/Climb, and drop it after an action). */
  readonly carrying?: boolean;
  /** Its next Run/Climb drops the carried Objective where the move ends (the toggle is on). */
  readonly dropAfterMove?: boolean;
  /** An Objective's name by id ("Objective 1"). */
  readonly objectiveName?: (id: string) => string;
}

/** What the bar needs of one known spell. */
export interface SpellButton {
  readonly id: string;
  readonly name: string;
  readonly wp: number;
  readonly difficulty: number;
  readonly rangeText: string;
  readonly text: string;
  /** The engine plays it; else the button says it cannot be cast yet. */
  readonly played: boolean;
  /** The chance it takes effect if nobody dispels it (Will Points left out), when known. */
  readonly works?: number;
}

/** The buttons for a character whose legal commands are `cmds` (an empty list: nothing is enabled). */
export function actionButtons(cmds: readonly Command[], c: ActionContext): ActionButton[] {
  const has = (type: Command['type']) => cmds.some((x) => x.type === type);
  const apReason =
    c.ap < 1
      ? 'no Action Points left'
      : c.carrying
        ? 'a character carrying an Objective may only Run/Climb'
        : '';
  const out: ActionButton[] = [];
  const move = has('run-climb');
  out.push({
    key: 'move',
    label: 'Run/Climb',
    enabled: move,
    on: c.mode === 'move',
    title: tipOrWhyNot(move, ACTION_TIPS.move, apReason || 'nowhere to go'),
  });
  const jump = has('jump');
  out.push({
    key: 'jump',
    label: 'Jump',
    enabled: jump,
    on: c.mode === 'jump',
    title: tipOrWhyNot(
      jump,
      ACTION_TIPS.jump,
      apReason || (c.inWater ? 'not from water' : 'no point in sight to jump to'),
    ),
  });
  if (c.flies) {
    const fly = has('fly');
    out.push({
      key: 'fly',
      label: 'Fly',
      enabled: fly,
      on: c.mode === 'fly',
      title: tipOrWhyNot(fly, ACTION_TIPS.fly, apReason || 'nowhere to fly to'),
    });
  }
  if (c.underwater > 0) {
    const swim = has('underwater-move');
    out.push({
      key: 'swim',
      label: 'Swim underwater',
      enabled: swim,
      on: c.mode === 'swim',
      title: tipOrWhyNot(swim, ACTION_TIPS.swim, 'only before any other action of the turn'),
    });
  }
  if (has('row')) {
    out.push({ key: 'row', label: 'Row', enabled: true, on: c.mode === 'row', title: ACTION_TIPS.row });
  }
  const dive = has('dive');
  out.push({
    key: 'dive',
    label: 'Dive',
    enabled: dive,
    on: false,
    title: tipOrWhyNot(dive, ACTION_TIPS.dive, c.inWater ? 'a Dive needs 2 Action Points' : 'only in water'),
  });
  for (const stance of ['hide', 'guard'] as const) {
    const ok = has(stance);
    out.push({
      key: stance,
      label: stance === 'hide' ? 'Hide' : 'Guard',
      enabled: ok,
      on: false,
      title: tipOrWhyNot(
        ok,
        ACTION_TIPS[stance],
        apReason || (c.inWater ? 'not in water' : 'not in base contact with an enemy, nor when Bulky (Hide)'),
      ),
    });
  }
  for (const w of c.weapons) {
    const targets = cmds.filter((x) => x.type === 'combat' && x.weapon === w).length;
    const tip = `Attack with ${w} (1 AP): pick an enemy for the exact odds, then confirm.`;
    out.push({
      key: 'weapon',
      label: `Attack: ${w}`,
      weapon: w,
      enabled: targets > 0,
      on: c.mode === 'attack' && c.weapon === w,
      title:
        targets > 0
          ? `${tip} ${targets} target${targets === 1 ? '' : 's'} now.`
          : tipOrWhyNot(false, tip, apReason || 'no enemy in range and in sight'),
    });
  }
  for (const kind of ['grapple', 'drown'] as const) {
    const n = new Set(cmds.flatMap((x) => (x.type === kind ? [x.target] : []))).size;
    if (kind === 'drown' && n === 0) continue;
    out.push({
      key: kind,
      label: kind === 'grapple' ? 'Grapple' : 'Drown',
      enabled: n > 0,
      on: c.mode === kind,
      title: tipOrWhyNot(
        n > 0,
        ACTION_TIPS[kind],
        apReason || (kind === 'grapple' ? 'nobody in base contact' : 'no enemy swimmer in base contact'),
      ),
    });
  }
  if (c.orders > 0) {
    out.push({
      key: 'order',
      label: 'ORDER +1 AP',
      enabled: true,
      on: false,
      title: `${ACTION_TIPS.order} ${c.orders} friend${c.orders === 1 ? '' : 's'} can give it.`,
    });
  }
  for (const [name, text] of Object.entries(c.abilityTexts ?? {})) {
    const uses = cmds.filter((x) => x.type === 'ability' && x.ability === name).length;
    out.push({
      key: 'ability',
      label: name,
      weapon: name,
      enabled: uses > 0,
      on: false,
      title: tipOrWhyNot(
        uses > 0,
        `Command Ability (1 Command Point, once a round, no Action Point): ${text}`,
        'no Command Point left, used this round, or nobody it could name',
      ),
    });
  }
  for (const name of c.uniqueActions ?? []) {
    const uses = cmds.filter((x) => x.type === 'unique-action' && x.action === name).length;
    const words = UNIQUE_TIPS[name] ?? { tip: `${name} (unique action).`, why: 'not possible now' };
    out.push({
      key: 'unique',
      label: name,
      weapon: name,
      enabled: uses > 0,
      on: c.mode === 'unique' && c.unique === name,
      title: tipOrWhyNot(uses > 0, words.tip, words.why),
    });
  }
  for (const sp of c.spells ?? []) {
    const uses = cmds.filter((x) => x.type === 'cast' && x.spell === sp.id).length;
    const cost = `1 AP, ${sp.wp} Will Point${sp.wp === 1 ? '' : 's'}`;
    const chance = sp.works === undefined ? '' : ` About ${Math.round(sp.works * 100)}% to take effect.`;
    const tip =
      `Cast ${sp.name} (${cost}, Difficulty ${sp.difficulty}, ${sp.rangeText}): ${sp.text} A MIND roll with Aces ` +
      `on ${sp.difficulty}+; an enemy Mage who sees the caster may try to Dispel it.${chance}`;
    out.push({
      key: 'cast',
      label: `Cast: ${sp.name}`,
      weapon: sp.id,
      enabled: uses > 0,
      on: c.mode === 'cast' && c.spell === sp.id,
      title: tipOrWhyNot(
        uses > 0,
        tip,
        sp.played
          ? apReason ||
              'cast this turn, casting barred this turn, in the water, too few Will Points, or nobody to aim at'
          : 'this spell is not in the game yet',
      ),
    });
  }
  out.push(...objectiveButtons(cmds, c));
  out.push({
    key: 'end-turn',
    label: c.active ? 'End turn' : 'Pass (end turn)',
    enabled: has('end-turn'),
    on: false,
    title: ACTION_TIPS.endTurn,
  });
  return out;
}

/** Drop the Objective carried (shown while carrying one), and destroy each Destructible Objective the engine allows. */
function objectiveButtons(cmds: readonly Command[], c: ActionContext): ActionButton[] {
  const out: ActionButton[] = [];
  const drop = cmds.some((x) => x.type === 'drop-objective');
  if (c.carrying || drop)
    out.push({
      key: 'drop-objective',
      label: 'Drop the Objective',
      enabled: drop,
      on: false,
      title: tipOrWhyNot(drop, ACTION_TIPS.dropObjective, 'only right after one of its actions this turn'),
    });
  // The last Action Point's move ends the turn with it: dropping after it is chosen before the move.
  if (c.carrying && c.ap === 1 && cmds.some((x) => x.type === 'run-climb'))
    out.push({
      key: 'drop-after-move',
      label: 'Drop it after the move',
      enabled: true,
      on: c.dropAfterMove ?? false,
      title: ACTION_TIPS.dropAfterMove,
    });
  for (const x of cmds) {
    if (x.type !== 'destroy-objective') continue;
    const name = c.objectiveName?.(x.objective) ?? x.objective;
    out.push({
      key: 'destroy-objective',
      label: `Destroy ${name}`,
      weapon: x.objective,
      enabled: true,
      on: false,
      title: `${ACTION_TIPS.destroyObjective} (${name})`,
    });
  }
  return out;
}
