/**
 * A choice the rules leave to a player (a `choose` decision): which enemy a charge strikes, which of your
 * fighters tests an enemy's disengage, where a figure steps after a Critical on shaken Unstable Ground, which
 * Agenda a PLAN redraws, whether an achieved Agenda scores now or is kept for double or nothing. One
 * button per option, for COUNTER and PLAN each with one line saying what it does; pointing at a button shows its
 * figure or spot on the board. Grouped options (a COUNTER's actor, then whose Command Point) are picked in two
 * steps, with a way back.
 */
import type { ChoiceDecision, ChoiceOption, ChoicePurpose } from '../../rules/index.ts';
import { h, replace } from './dom-builder.ts';
import { objectiveName } from './scenario-lines.ts';

/** Words of a purpose: the title, the explanation, and the options' words where the engine's are terse. */
interface PurposeWords {
  readonly title: string;
  readonly text: (who: string) => string;
  readonly label?: (o: ChoiceOption) => string;
  /** What picking the option does, in one line (for a group: what its members do). */
  readonly does?: (o: ChoiceOption) => string;
  /** The question once a group of options is opened (default: the COUNTER's "whose Command Point?"). */
  readonly inGroup?: (group: string) => string;
}

/** Title and explanation of each purpose, in our own words. */
const WORDS: Partial<Record<ChoicePurpose, PurposeWords>> = {
  'deployment-zone': {
    title: 'Choose your Deployment Zone',
    text: (who) =>
      `${who} won the roll-off or is next to choose. Take one of the zones lit on the board: click it there, or ` +
      'pick it below. Your figures are set up in it next.',
  },
  'bonus-command-points': {
    title: 'Who leads the defence?',
    text: (who) =>
      `${who} defends the street: one of its characters with Command Points gains 3 more for the whole game.`,
  },
  objective: {
    title: 'Take the Objective?',
    text: (who) =>
      `${who} ends its turn by an Objective. A character carrying one may only Run/Climb (it may drop it after ` +
      'any action); it scores where it is carried. Pick it up, take it from a friend, or leave it.',
    label: (o) => {
      const [verb, id] = o.id.split(':');
      if (verb === 'pick-up' && id) return `Pick up ${objectiveName(id)}`;
      if (verb === 'take' && id)
        return `Take ${objectiveName(id)} from ${o.label.replace(/^take \S+ from /, '')}`;
      return o.id === 'none' ? 'Leave it' : o.label;
    },
  },
  dispel: {
    title: 'Dispel the spell?',
    text: (who) =>
      `${who} is casting a spell. One of your Mages who can see it may pay 1 Will Point to fight it: the Magic ` +
      'Roll becomes an Opposed Roll, and your Aces (up to the Mage’s level) take dice away. A Dispel with no Ace ' +
      'means that Mage cannot dispel again this round.',
  },
  'spell-option': {
    title: 'The spell leaves you a choice',
    text: (who) =>
      `${who}'s spell took effect; pick how (whom it strikes, where it sends a figure, which spell it borrows…). ` +
      'The first option is the one the game would pick.',
  },
  'charge-target': {
    title: 'Whom does the charge strike?',
    text: (who) => `${who} charged more than one enemy. Pick the one its Attack of Opportunity strikes.`,
  },
  'disengage-opponent': {
    title: 'Who holds them back?',
    text: (who) =>
      `${who} is leaving base contact with several of your fighters. Pick the one who rolls against it; a ` +
      'failed disengage gives that fighter an Attack of Opportunity.',
  },
  'unstable-shift': {
    title: 'Keep your footing',
    text: (who) =>
      `${who} rode out the shaking with a Critical and may step up to 2″ in any direction, or stay put.`,
  },
  'opportunity-kind': {
    title: 'How does it strike?',
    text: (who) =>
      `${who} gets an Attack of Opportunity. Strike with a weapon, wrestle the enemy away with a Grapple, ` +
      'or hold a swimmer under with a Drown.',
  },
  'grapple-spot': {
    title: 'Where does the grapple throw them?',
    text: (who) => `${who} won the grapple. Pick where the other figure ends up; over an edge it falls.`,
  },
  'knockback-direction': {
    title: 'Get Over Here!',
    text: (who) =>
      `${who} hooked an enemy with the Whaling Lance. Pick where the blow sends it, 2″ that way.`,
  },
  'whats-my-cue': {
    title: "What's My Cue?",
    text: (who) =>
      `${who} may spend a Command Point so that you choose who takes the first turn this round, instead of rolling.`,
  },
  'blood-for-magic': {
    title: 'Blood for Magic',
    text: (who) =>
      `${who} begins its turn and may bleed for power: each Life Point given up (3 at most) becomes a Will Point. ` +
      'It never gives up its last Life Point, nor goes above its starting Will Points.',
  },
  'turn-boon': {
    title: 'As its turn begins',
    text: (who) => `${who} begins its turn and takes one of the boons its ability offers. Pick one below.`,
  },
  'dried-meats': {
    title: 'Gifts of Dried Meats',
    text: (who) =>
      `${who} ends his turn beside a hurt friend. Hand one of his Dried Meats over (2 Life Points back), or keep ` +
      'it for later; he has three for the whole game.',
  },
  mask: {
    title: 'A Mask',
    text: (who) =>
      `Before the gangs set up, ${who} hands one of its Masks to a friend, who wears it for the whole game. Pick ` +
      'the wearer, then what the Mask gives.',
    inGroup: (name) => `${name} wears the Mask. What does it give?`,
  },
  'justice-served': {
    title: 'Justice Served',
    text: (who) =>
      `${who} names one enemy for the whole game: every die that misses in her attacks on it is rolled again, ` +
      'the Destiny Dice too.',
  },
  'lunar-might': {
    title: 'Lunar Might',
    text: (who) =>
      `Tell your opponent when the moon shines brightest. In those rounds ${who} and its kind have +1 MOVE, ` +
      'DEXTERITY and ATTACK.',
  },
  elixir: {
    title: 'Elixir',
    text: (who) => `${who} drinks an elixir and keeps what it gives for the rest of the game. Pick one.`,
  },
  'deep-dive': {
    title: 'Deep Dive',
    text: (who) =>
      `${who} may skip the Dive roll and pay 1 Will Point for a Critical: two Underwater Counters. Or roll as usual.`,
  },
  'volatile-arc': {
    title: 'Volatile Arc Power',
    text: (who) =>
      `The Electron Cannon's arc jumps on from its target. Pick who else ${who} burns: it loses as many Life Points, ` +
      'friend or foe.',
  },
  'protective-bubble': {
    title: 'Protective Bubble',
    text: (who) =>
      `${who} raises a bubble until the round ends: everyone inside it, friend or foe, has Universal Shielding (4) ` +
      'and Expert Protection (4). Pick how far it reaches.',
  },
  bloodletting: {
    title: 'Bloodletting',
    text: (who) =>
      `${who} begins its turn beside a Thrall. Drink from it for one more Action Point this turn; the Thrall ` +
      'loses 4 Life Points, and that may kill it. Or leave it be.',
  },
  'feast-for-dagon': {
    title: 'Feast For Dagon',
    text: (who) =>
      `${who} ends its turn beside a hurt friendly Monster. Give it to the Monster: ${who} is taken out as a ` +
      'casualty and the Monster heals 5 Life Points. Or let it live.',
  },
  'victory-rush': {
    title: 'Victory Rush',
    text: (who) =>
      `${who} has cut down an enemy. Take one more Action Point, 4 Life Points or 2 Will Points.`,
  },
  'prey-upon': {
    title: 'Prey Upon',
    text: (who) =>
      `${who} marks one enemy as her Prey for the whole game. Against it, a 9 on the Destiny Dice with another ` +
      'Ace counts as a Critical.',
  },
  'uncoordinated-assault': {
    title: 'Uncoordinated Assault',
    text: (who) =>
      `${who} lashes out again: one free Attack of Opportunity with another of its weapons, or let it be.`,
  },
  'writhe-inside': {
    title: 'Writhe Inside',
    text: (who) =>
      `${who} has drawn blood. It may burrow into the wound: it leaves the board as if killed, and that enemy ` +
      'is Stunned for the rest of the game.',
  },
  'artistic-representation': {
    title: 'Artistic Representation',
    text: (who) =>
      `${who} may paint a fallen friend back into the fight for 1 Will Point: it stands beside him with MIND 1, 4 ` +
      'Life Points and Bodyguard (The Artist), and vanishes if it ends a turn more than 3″ from him. Each friend ' +
      'comes back this way only once.',
  },
  dredge: {
    title: 'Dredge',
    text: (who) =>
      `${who} rows on. Your Water Creatures that swam beside the gondola may be carried along and set beside it ` +
      'where it stops. Pick who comes, or nobody.',
  },
  'keep-up': {
    title: 'Do Try To Keep Up!',
    text: (who) =>
      `${who} rides on. One Councillor, Soldier or Animal that stood within 3″ may follow with a free Run/Climb of ` +
      'its own; a charge in it makes no Attack of Opportunity. Pick who follows, then where.',
  },
  'all-according-to-plan': {
    title: 'All According to Plan',
    text: (who) =>
      `${who} is about to roll where Colombina can be seen. Once this round she may have it score a single Ace ` +
      'instead of rolling: a sure Success for a friend, a capped roll for an enemy. Or let the dice fall.',
  },
  'probable-statistic': {
    title: 'Probable Statistic',
    text: (who) =>
      `${who} has rolled near your Doctor of Divine Probabilities. For 1 of the Doctor's Will Points its Destiny ` +
      'Dice reads 10 or 1 instead. Or leave the dice as they are.',
  },
  everyman: {
    title: 'Everyman',
    text: (who) =>
      `${who} is charged near one of your Pierrots. A Pierrot touching no enemy may swap places with it and take ` +
      'the charge in its stead. Or let it stand.',
  },
  carrion: {
    title: 'Carrion',
    text: (who) =>
      `${who} lends her carrion birds to up to three of your characters: each gains Infiltration for the game and ` +
      'may set up high on the roofs. Pick one, or stop here.',
  },
  'agenda-draw': {
    title: 'More Agendas drawn',
    text: (who) =>
      `${who} draws more Agendas than usual and must let some go. Pick the one to keep, or the one to discard; ` +
      'a card discarded never comes back.',
  },
  'hofuku-kogeki': {
    title: 'Hōfuku Kōgeki',
    text: (who) =>
      `${who} rises from death in a fury: one free strike at an enemy touching him, or a free Run/Climb into base ` +
      'contact with one. Or neither.',
  },
  'power-over-death': {
    title: 'Power Over Death',
    text: (who) =>
      `${who} has just fallen near your Morgue Doctor. For 1 Command Point the Doctor may try to bring it back: a ` +
      'MIND roll, 2 Life Points per Ace (4 on a Critical). A Fumble costs the Doctor half its Life Points.',
  },
  'fight-until-the-last': {
    title: 'Fight Until the Last',
    text: (who) =>
      `${who} may spend 1 Command Point before the initiative roll: the friend named fights on at 0 Life Points ` +
      'until it has taken its turn this round.',
  },
  'summon-spot': {
    title: 'Where does the newcomer go?',
    text: (who) =>
      `${who} brings a new character into the fight. Pick where it is placed; it may act later this round.`,
  },
  bodyguard: {
    title: 'Bodyguard!',
    text: (who) =>
      `${who} has charged one of your fighters. A bodyguard of yours may rush in and strike it first, or stay put.`,
  },
  'ability-charge': {
    title: 'Charge!',
    text: (who) => `${who} must charge at once. Pick the enemy and the spot it runs to.`,
  },
  'ability-move': {
    title: 'Where does it go?',
    text: (who) =>
      `${who} may make a Run/Climb at once (it may slip out of a fight, but not charge). Pick a direction, or stay.`,
  },
  bounty: {
    title: 'A Bounty Worth Taking',
    text: (who) =>
      `${who} starts its turn and Mira O'Shea's purse holds coins. Buy a perk for this turn (1 coin each), or keep them.`,
  },
  pickpocket: {
    title: 'Pickpocket',
    text: (who) =>
      `${who} slipped away with a stolen Will Point. Pick who gets it: the thief or a friend within 3″.`,
  },
  counter: {
    title: 'COUNTER?',
    text: (who) =>
      `${who} has just acted. Spend a Command Point so that one of your characters in the giver's sight makes ` +
      'one action now (1 AP, counted toward its 3 AP this round), or let play go on.',
    does: (o) =>
      o.group ? 'One 1 AP action now, for 1 Command Point' : 'Keep the Command Point; play goes on',
  },
  plan: {
    title: 'PLAN?',
    text: (who) =>
      `A new round begins. ${who} may spend 1 Command Point to PLAN: throw away one of your Agendas and draw ` +
      'another in its place. Command Points are also the initiative dice, so that point is one die fewer when ' +
      'the gangs roll for the first turn this round. Each character may pay for one PLAN a round.',
    does: (o) =>
      o.id.startsWith('redraw:')
        ? 'Throw it away, draw another: 1 Command Point'
        : 'Keep your Agendas and the Command Point',
  },
  'agenda-double': {
    title: 'Double or nothing?',
    text: () =>
      'Your gang achieved an Agenda this round. Score it now, or keep it in play: if it is achieved again ' +
      'before the game ends it scores double, and if not it scores nothing.',
  },
  smuggling: {
    title: 'Smuggling',
    text: (who) =>
      `Your gang achieved an Agenda and ${who} cashes in. Pick who regains 1 Command Point: ${who} or a friend ` +
      'within 6″ in sight who has spent some.',
  },
};

export class ChoiceDialog {
  readonly root: HTMLElement;
  private showing: { readonly options: readonly ChoiceOption[] } | null = null;
  /** The dialog shows a decision of the engine (not a pick the view offers itself). */
  private fromEngine = false;

  constructor() {
    this.root = h('div', { class: 'panel guard-dialog choice-dialog', role: 'dialog', hidden: true });
  }

  get open(): boolean {
    return this.showing !== null;
  }

  /** Close a decision's dialog once the match no longer waits for that decision (answered some other way). */
  closeIfStale(pending: unknown): void {
    if (this.showing && this.fromEngine && this.showing !== pending) this.hide();
  }

  /**
   * Ask `d` about the character named `who`; `answer(option id)` is called once. `point(option)` is called
   * while the pointer is over an option's button (null when it leaves), to show it on the board. `onBoard`: the
   * options are spots lit on the board (spot-choice.ts) — the dialog docks under the top bar, says to click one,
   * and names each button by `onBoard.label`.
   */
  show(
    d: ChoiceDecision,
    who: string,
    answer: (option: string) => void,
    point: (option: ChoiceOption | null) => void,
    onBoard?: { readonly label: (o: ChoiceOption) => string },
  ): void {
    if (this.showing === d) return;
    const words = WORDS[d.purpose] ?? { title: 'Your choice', text: (who: string) => `${who}: pick one.` };
    const label = onBoard?.label ?? words.label;
    this.pick(
      label ? { options: d.options.map((o) => ({ ...o, label: label(o) })) } : d,
      words.title,
      `${words.text(who)}${onBoard ? ' Click a lit spot on the board (pointing at one says what happens there), or pick the way here.' : ''}`,
      answer,
      point,
      words.does,
      words.inGroup,
    );
    this.showing = d;
    this.fromEngine = true;
    // Board choices dock under the top bar so that the board stays in view.
    this.root.classList.toggle(
      'docked',
      onBoard !== undefined || d.purpose === 'deployment-zone' || d.purpose === 'objective',
    );
  }

  /**
   * Ask a person to pick one of `choice.options` under `title` and `text` (a decision of the engine, or a pick
   * the view offers itself, such as which friend gives an ORDER); `does(option)`, when given, is the line under
   * each button saying what it does; `inGroupQuestion(group)`, the question once a group of options is opened.
   */
  pick(
    choice: { readonly options: readonly ChoiceOption[] },
    title: string,
    text: string,
    answer: (option: string) => void,
    point: (option: ChoiceOption | null) => void,
    does?: (o: ChoiceOption) => string,
    inGroupQuestion?: (group: string) => string,
  ): void {
    this.showing = choice;
    this.fromEngine = false;
    this.root.classList.remove('docked');
    // Answers with a line each sit two to a row, so that the dialog fits beside its figure.
    this.root.classList.toggle('compact', does !== undefined);
    const d = choice;
    const words = { title };
    this.root.setAttribute('aria-label', title);
    const pick = (o: ChoiceOption) => () => {
      point(null);
      this.hide();
      answer(o.id);
    };
    const button = (o: ChoiceOption, k: number, text = o.label) =>
      h(
        'button',
        {
          class: k === 0 ? 'cancel' : 'confirm',
          'data-option': o.id,
          onclick: pick(o),
          onmouseenter: () => point(o),
          onmouseleave: () => point(null),
        },
        text,
        // a space: the button's accessible name is its label, then what it does
        does ? ' ' : null,
        does ? h('span', { class: 'does' }, does(o)) : null,
      );
    const groups = new Map<string, ChoiceOption[]>();
    for (const o of d.options) if (o.group) groups.set(o.group, [...(groups.get(o.group) ?? []), o]);
    const inGroup = (name: string, members: readonly ChoiceOption[]) => {
      const back = h('button', { class: 'cancel', 'data-back': '', onclick: () => showTop() }, 'Back');
      const question = inGroupQuestion?.(name) ?? `${name}: whose Command Point?`;
      body(question, [back, ...members.map((o) => button(o, 1, o.detail ?? o.label))]);
    };
    const groupButton = (name: string, members: readonly ChoiceOption[]) => {
      const first = members[0]!;
      if (members.length === 1) return button(first, 1, first.group);
      return h(
        'button',
        {
          class: 'confirm',
          'data-group': name,
          onclick: () => inGroup(name, members),
          onmouseenter: () => point(first),
          onmouseleave: () => point(null),
        },
        `${name}…`,
        does ? ' ' : null,
        does ? h('span', { class: 'does' }, does(first)) : null,
      );
    };
    const body = (text: string, buttons: HTMLElement[]) =>
      replace(
        this.root,
        h('h2', {}, words.title),
        h('p', {}, text),
        h('div', { class: 'buttons choices' }, ...buttons),
      );
    const showTop = () => {
      const loose = d.options.flatMap((o, k) => (o.group ? [] : [button(o, k)]));
      body(text, [...loose, ...[...groups].map(([name, members]) => groupButton(name, members))]);
    };
    showTop();
    this.root.hidden = false;
  }

  hide(): void {
    this.showing = null;
    this.root.hidden = true;
  }
}
