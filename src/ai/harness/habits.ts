/**
 * A strong player's habits, counted over whole games (`npm run ai:habits`): what a decent Carnevale player would
 * punish in the computer's play, read from the match log and the board as the games are played. Each figure is a
 * share or a count per game:
 *
 * - **turn ends in water**: of the turns ended on the board by characters without Water Creature, the share ended
 *   swimming (rulebook "Swimming": no weapons but Aquatic ones, no spells, Hide or Guard, and Drown without a
 *   Protection Roll), leaving out those an Agenda was the reason for: the character fell into the water or made a
 *   Dive in that turn while its gang held in play an Agenda achieved in the water (its condition's `inWater`: High
 *   Dive, Aquatic Attack, Hold Your Breath), counted apart (**turn ends in water for an Agenda**);
 * - **Will Points spent**: the Will Points spent (on rolls, spells, abilities) over those the characters started with
 *   and regained (Fortune's Favour, abilities);
 * - **taken out holding 2 Will Points or more**: of the characters taken out while free to spend Will Points, the
 *   share that still held 2 or more as they fell (counted after the points spent on the rolls of the action that
 *   took them out); those a rule kept from spending them (The Black Lamp's The Lamp: `willPointsBarred` as the
 *   action began) are counted apart, as **taken out barred from Will Points**, since no choice of theirs was wrong;
 * - **Leader taken out by round 2**: of the gangs that fielded a Leader, the share whose Leader was taken out in
 *   round 1 or 2;
 * - **charges from above per game**: the charges the engine strikes from above (rulebook "Charging": its Attack of
 *   Opportunity, `charging from above` — a Run/Climb or a Jump begun 3″ or more above the enemy, or as an ability
 *   allows);
 * - **gondolas rowed per game**: the Rows that moved a gondola (rulebook "Row": the `gondola` event; a Fumble or a
 *   Row that found no way nearer moves none);
 * - **Mob Mentality Command Points unused**: of the Command Points spent on Mob Mentality (The Guild's pool of
 *   re-rolls for the fight rolls of the round), the share spent in a round in which the gang made no fight roll
 *   after it — re-rolls bought for fights that never came (our reading of "re-rolls that went unused": the pool is
 *   spent by the engine on any miss of a fight roll, so a fight roll after it uses some);
 * - **casts per Mage per game**: spells cast over the characters that knew a spell they could cast at the start;
 * - **Agenda VP per gang per game**.
 */
import {
  AGENDA_CONDITIONS,
  abilityOf,
  cardsInPlay,
  castableKnownSpells,
  charactersOnBoard,
  hasKeyword,
  isOnBoard,
  isSwimming,
  type Match,
  type MatchEvent,
  willPointsBarred,
} from '../../rules/index.ts';
import { type Player, playOut } from '../play-out.ts';

/** Purposes of the rolls that decide fights (where Mob Mentality's re-rolls are spent). */
const FIGHT_ROLLS = new Set(['attack', 'attack-of-opportunity', 'protection', 'grapple', 'drown']);

/** The counts of one or more games; `habitFigures` turns them into shares. */
export interface HabitCounts {
  games: number;
  gangs: number;
  turnEnds: number;
  turnEndsInWater: number;
  turnEndsInWaterForAgenda: number;
  wpHad: number;
  wpSpent: number;
  takenOut: number;
  takenOutHoldingWp: number;
  takenOutBarred: number;
  leaders: number;
  leadersOutEarly: number;
  chargesFromAbove: number;
  rows: number;
  mobCp: number;
  mobCpUnused: number;
  mages: number;
  casts: number;
  agendaVp: number;
}

/** The figures printed: shares (0–1) and counts per game. */
export interface HabitFigures {
  readonly games: number;
  readonly waterTurnEnds: number;
  readonly waterTurnEndsForAgenda: number;
  readonly willPointsSpent: number;
  readonly takenOutHolding2Wp: number;
  readonly takenOutBarredFromWp: number;
  readonly leaderOutByRound2: number;
  readonly chargesFromAbovePerGame: number;
  readonly rowsPerGame: number;
  readonly mobCpUnused: number;
  readonly castsPerMagePerGame: number;
  readonly agendaVpPerGangPerGame: number;
}

/** Counts of nothing yet. */
export function noHabits(): HabitCounts {
  return {
    games: 0,
    gangs: 0,
    turnEnds: 0,
    turnEndsInWater: 0,
    turnEndsInWaterForAgenda: 0,
    wpHad: 0,
    wpSpent: 0,
    takenOut: 0,
    takenOutHoldingWp: 0,
    takenOutBarred: 0,
    leaders: 0,
    leadersOutEarly: 0,
    chargesFromAbove: 0,
    rows: 0,
    mobCp: 0,
    mobCpUnused: 0,
    mages: 0,
    casts: 0,
    agendaVp: 0,
  };
}

/** `a` and `b` added up. */
export function addHabits(a: HabitCounts, b: HabitCounts): HabitCounts {
  const sum = noHabits();
  for (const k of Object.keys(sum) as (keyof HabitCounts)[]) sum[k] = a[k] + b[k];
  return sum;
}

/**
 * Play `m` to its end with one player per gang (play-out.ts `playOut`), counting the habits of every gang.
 * @throws Error when a player's command is refused (naming the gang and the reason) or past `maxCommands`.
 */
export function playCountingHabits(
  m: Match,
  players: Record<string, Player>,
  maxCommands = 20_000,
): HabitCounts {
  const c = m.world.components;
  const counts = noHabits();
  counts.games = 1;
  counts.gangs = m.setup.gangs.length;
  const idOf = (eid: number) => c.Identity.id[eid] ?? '';
  const wp = new Map<string, number>();
  /** The characters a rule kept from spending Will Points as the command being played began. */
  const barred = new Set<string>();
  const leaders = new Set<string>();
  let deployed = false;
  /** The start, once the figures stand on the board: the Will Points, the Leaders and the Mages fielded. */
  const takeStock = () => {
    deployed = true;
    for (const eid of charactersOnBoard(m.world)) {
      const id = idOf(eid);
      const points = c.Points.wp[eid] ?? 0;
      wp.set(id, points);
      counts.wpHad += points;
      if (hasKeyword(m, eid, 'Leader')) leaders.add(id);
      if (castableKnownSpells(m, eid).length > 0) counts.mages++;
    }
    counts.leaders = leaders.size;
  };
  /** Gang (id) → Command Points spent on Mob Mentality this round not yet followed by a fight roll. */
  const mobPending = new Map<string, number>();
  const gangOfCharacter = (id: string) => {
    const eid = m.ids.get(id);
    return eid === undefined ? undefined : m.setup.gangs[c.Gang.index[eid] ?? -1]?.id;
  };
  /** Characters that fell into the water or made a Dive this turn while their gang held a water Agenda in play. */
  const wetForAgenda = new Set<string>();
  const holdsWaterAgenda = (id: string) => {
    const eid = m.ids.get(id);
    const g = eid === undefined ? undefined : c.Gang.index[eid];
    return g !== undefined && cardsInPlay(m, g).some((card) => AGENDA_CONDITIONS[card.id]?.inWater);
  };
  let read = 0;
  const readLog = () => {
    for (; read < m.log.length; read++) {
      const e: MatchEvent = m.log[read]!;
      if (e.type === 'round-start') {
        if (!deployed) takeStock();
        for (const n of mobPending.values()) counts.mobCpUnused += n;
        mobPending.clear();
      } else if (e.type === 'turn-start') {
        wetForAgenda.delete(e.character);
      } else if (
        (e.type === 'fall' || (e.type === 'action' && e.action === 'dive')) &&
        holdsWaterAgenda(e.character)
      ) {
        wetForAgenda.add(e.character);
      } else if (e.type === 'turn-end') {
        const eid = m.ids.get(e.character);
        if (eid === undefined || !isOnBoard(m, eid) || abilityOf(m, eid, 'Water Creature').has) continue;
        counts.turnEnds++;
        if (!isSwimming(m, eid)) continue;
        if (wetForAgenda.has(e.character)) counts.turnEndsInWaterForAgenda++;
        else counts.turnEndsInWater++;
      } else if (e.type === 'will-points') {
        counts.wpSpent += e.amount;
        wp.set(e.character, Math.max(0, (wp.get(e.character) ?? 0) - e.amount));
      } else if (e.type === 'fortune') {
        counts.wpHad += e.wp;
      } else if (e.type === 'regain' && e.points === 'will') {
        counts.wpHad += e.amount;
      } else if (e.type === 'casualty') {
        counts.takenOut++;
        if (barred.has(e.character)) counts.takenOutBarred++;
        else if ((wp.get(e.character) ?? 0) >= 2) counts.takenOutHoldingWp++;
        if (leaders.has(e.character) && e.round <= 2) counts.leadersOutEarly++;
      } else if (e.type === 'attack-of-opportunity' && e.reason === 'charging from above') {
        counts.chargesFromAbove++;
      } else if (e.type === 'gondola') {
        counts.rows++;
      } else if (e.type === 'command-ability' && e.ability === 'Mob Mentality') {
        const g = gangOfCharacter(e.character);
        counts.mobCp++;
        if (g) mobPending.set(g, (mobPending.get(g) ?? 0) + 1);
      } else if (e.type === 'roll' && FIGHT_ROLLS.has(e.purpose)) {
        const g = gangOfCharacter(e.character);
        if (g) mobPending.delete(g);
      } else if (e.type === 'cast') {
        counts.casts++;
      } else if (e.type === 'agenda' && e.change === 'scored') {
        counts.agendaVp += e.vp;
      }
    }
  };
  /** The Will Points each character on the board holds now (they also change outside rolls: gifts, abilities). */
  const refreshWp = () => {
    barred.clear();
    for (const eid of charactersOnBoard(m.world)) {
      wp.set(idOf(eid), c.Points.wp[eid] ?? 0);
      if (willPointsBarred(m, eid)) barred.add(idOf(eid));
    }
  };
  playOut(m, players, maxCommands, {
    before: () => {
      readLog();
      if (deployed) refreshWp();
    },
    after: readLog,
  });
  for (const n of mobPending.values()) counts.mobCpUnused += n;
  return counts;
}

/** The figures of `counts` (see the module comment); 0 where nothing was counted. */
export function habitFigures(counts: HabitCounts): HabitFigures {
  const share = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : 0);
  const perGame = (a: number) => share(a, counts.games);
  return {
    games: counts.games,
    waterTurnEnds: share(counts.turnEndsInWater, counts.turnEnds),
    waterTurnEndsForAgenda: share(counts.turnEndsInWaterForAgenda, counts.turnEnds),
    willPointsSpent: share(counts.wpSpent, counts.wpHad),
    takenOutHolding2Wp: share(counts.takenOutHoldingWp, counts.takenOut - counts.takenOutBarred),
    takenOutBarredFromWp: share(counts.takenOutBarred, counts.takenOut),
    leaderOutByRound2: share(counts.leadersOutEarly, counts.leaders),
    chargesFromAbovePerGame: perGame(counts.chargesFromAbove),
    rowsPerGame: perGame(counts.rows),
    mobCpUnused: share(counts.mobCpUnused, counts.mobCp),
    castsPerMagePerGame: share(counts.casts, counts.mages),
    agendaVpPerGangPerGame: share(counts.agendaVp, counts.gangs),
  };
}
