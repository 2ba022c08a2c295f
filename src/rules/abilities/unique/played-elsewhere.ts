/**
 * Unique abilities played where their action or moment is (a hook point of an ability's own file, or a trait the
 * core asks): each has a registry entry naming where, so `abilityOf` finds it and docs/rules-coverage.md can say
 * where it lives; and the traits those give (character/traits.ts).
 */
import type { AbilityDef } from '../../character/ability-types.ts';
import type { TraitEntry } from '../../character/traits.ts';

const readElsewhere = (name: string, where: string): AbilityDef => ({
  name,
  kind: 'character',
  stacking: 'to-3',
  played: true,
  why: where,
});

/** Grappling Hook's falls-softly: more Life Points off a fall's loss than any fall takes (falling.ts). */
export const FALLS_UNHURT = 99;

/** The unique abilities played elsewhere, each with where. */
export const PLAYED_ELSEWHERE: readonly AbilityDef[] = [
  readElsewhere('Swallow Whole', 'combat.ts `resolveAttack` (5+ Aces on a 40 mm or smaller base: taken out)'),
  readElsewhere(
    'Doot',
    'combat.ts `resolveAttack` (an attack with the Trumpet: friends within 3″ +1 Will Point)',
  ),
  readElsewhere('Herding', 'run-climb.ts `moveBudget` (+2″ to friendly Monsters within 2″)'),
  readElsewhere('Encouragement', 'character.ts Primitive (passed near the Handler)'),
  readElsewhere('Foetid Pheromones', 'hooks.ts `turnStartAbilities` (First Strike (1) for the turn)'),
  readElsewhere('Postpartum', 'passives.ts `postpartum` (+3 ATTACK for the round)'),
  readElsewhere('Unwieldy', 'unique-effects.ts `uniqueWeaponProblem` (only as the first action of its turn)'),
  readElsewhere('Flambé', 'unique-effects.ts `uniqueWeaponProblem` (only within 3″ of a Firebreather)'),
  readElsewhere('"Encouragement"', 'command-points.ts (ORDER and COUNTER to Henchmen only)'),
  readElsewhere('Patient Hunter', 'charging.ts (leaving the water to charge: a charge from above)'),
  readElsewhere('Truth of Dagon', 'drown.ts (an enemy she sees drowned: MIND roll or Stunned)'),
  readElsewhere('Get Over Here', 'knockback.ts (the Whaler picks the direction of the push)'),
  readElsewhere(
    'Vatican Apostate',
    'unique-effects.ts `apostateReroll` (a Destiny Dice showing 1 re-rolled)',
  ),
  readElsewhere('Climber', 'trait climb-counts-an-ace: run-climb.ts (a climb roll counts at least one Ace)'),
  readElsewhere('Burned Flesh', 'combat.ts `resolveAttack` (+2 Damage when no Protection dice)'),
  readElsewhere(
    'Rings of Puissance',
    'the profile prints what the Artifact grants: Slippery and Universal Shielding (3) (Don Gregorio Morisini)',
  ),
  readElsewhere(
    'Little Gremlin Cornelius',
    "the profile prints what the Artifact grants: Pickpocket and the Cornelius' Bite weapon (Don Gregorio Morisini)",
  ),
  readElsewhere(
    'Grappling Hook',
    'trait falls-softly: falling.ts (the Ottoman Rigger never loses Life Points to a fall)',
  ),
  readElsewhere(
    'Convulsing',
    'space/ (as Serpentine: the boards never stop a base for its width, so the squeeze it allows is always there)',
  ),
  readElsewhere('Holy Relic', 'vatican/turn-start.ts (a friend starting its turn within 6″: +1 Will Point)'),
  readElsewhere(
    'Censer Bearer',
    'vatican/turn-start.ts (a friend starting its turn within 6″ and in sight: +1 Will Point)',
  ),
  readElsewhere('Renewed Vigour', 'unique/kill-rewards.ts (all its Will Points back after a kill)'),
  readElsewhere(
    'Flesh Golem',
    "unique/kill-rewards.ts (heals its victim's starting Life Points after a kill)",
  ),
  readElsewhere(
    'Barbed',
    "patricians/barbed.ts (+2 Damage from the Cat O'Nine Tails on a target with no Protection dice)",
  ),
  readElsewhere(
    'Let Your Sins Be Absolved',
    'vatican/sins-absolved.ts (a Compelled Confession hit of 1 Damage or more takes 1 Will Point)',
  ),
  readElsewhere('Confusing Exit', 'gifted/confusing-exit.ts (enemies it disengages from are Stunned)'),
  readElsewhere('Sisters of Gélô', 'strigoi/turns-and-kills.ts (+1 Command Point seeing another Bride)'),
  readElsewhere('Devourer of Will', "strigoi/turns-and-kills.ts (its victim's starting Will Points)"),
  readElsewhere('Aetheric Control', 'doctors/turns.ts (Command Points back in full as its turn starts)'),
  readElsewhere(
    'Spined Hide',
    'doctors/turns.ts (enemies in base contact lose 1 Life Point as its turn ends)',
  ),
  readElsewhere('Unstable Wretch', 'doctors/turns.ts (from round 2, all within 3″ lose 1 Life Point)'),
  readElsewhere('Death Throes Overload', 'doctors/turns.ts (friendly Doctors within 6″ +2 Will Points)'),
  readElsewhere('Business or Pleasure?', 'patricians/business.ts (a Councillor with no Command Point: +1)'),
  readElsewhere(
    'Creative Creation',
    'magic: her own spell, known by her profile (content/spell-choice.ts `knownSpells`; spells/effects.ts)',
  ),
  readElsewhere(
    'Devil Incarnate',
    'strigoi/devil-incarnate.ts (Dispels as Mage (2); enemies in base contact spend no Will Points)',
  ),
  readElsewhere(
    'Helm of Penitence',
    'vatican/helm-of-penitence.ts (Dispels as Mage (3); enemies within 3″ spend no Will Points)',
  ),
  readElsewhere(
    'Bereft of Will',
    'doctors/bereft-of-will.ts (no Will Points within 3″; 1 lost when it dies)',
  ),
  readElsewhere('Flesheater', 'patricians/feasts.ts (1 Will Point back after a hit in base contact)'),
  readElsewhere(
    'Disciplined Momentum',
    "patricians/feasts.ts (1 Command Point for a friendly Ottoman's kill)",
  ),
  readElsewhere(
    'Crimson Feast',
    'strigoi/crimson-feast.ts (a kill: MIND roll, Aces heal Vampires within 3″)',
  ),
  readElsewhere(
    'Locomotive Nexus Link',
    'doctors/hits.ts (Damage dealt: as many Nexus friends +1 Will Point)',
  ),
  readElsewhere(
    'Plague-infused Anatomy',
    'doctors/hits.ts (the enemy that kills a friend in contact is Stunned)',
  ),
  readElsewhere('Chain of Command', 'patricians/command-limits.ts (ORDER and COUNTER to Soldiers only)'),
  readElsewhere('Inferiority Complex', 'patricians/command-limits.ts (never gives ORDER or COUNTER)'),
  readElsewhere('Ronin', 'gifted/ronin.ts (takes no ORDER or COUNTER)'),
  readElsewhere('Premonition', 'strigoi/rerolls.ts (its Destiny Dice re-rolled on a 1)'),
  readElsewhere('Living Tide', 'vatican/rerolls.ts (missed dice re-rolled on Drown and Dive)'),
  readElsewhere(
    'Slavering Horror',
    'gifted/rerolls.ts (missed dice re-rolled on Combat, Drown and Grapple, Brave or not)',
  ),
  readElsewhere('Rip Apart', 'unique-effects.ts `ripApart` (a Tentacle’s kill: +1 Will Point)'),
  readElsewhere('Twin Pistols', 'reload.ts (the two pistols share one allowance of two uses)'),
  readElsewhere('Fight For The Guild!', 'character.ts Companion (2 Will Points a turn for the friend named)'),
  readElsewhere('A Hero Among Thieves', 'content/gang-rules.ts `memberRoles` (Leader alone, else a Hero)'),
  readElsewhere(
    'Inspiring Hero',
    'content/gang-rules.ts `memberRoles` (The Duke: Leader alone, else a Hero)',
  ),
  readElsewhere(
    'Cheat',
    'content/gang-rules.ts `memberRoles` (La Signora: Leader alone, a Hero beside Il Capitano)',
  ),
  readElsewhere(
    'Second in Command',
    'content/gang-rules.ts `memberRoles` (Leader alone, else a Hero) and only one Sopracomito a gang',
  ),
  readElsewhere(
    'Procession of Brides',
    'content/gang-rules.ts `memberRoles` (a Bride counts as a Henchman beside Vlad Dracula)',
  ),
  readElsewhere('Whispers on the Street', 'mob.ts `startRoundMob` (one re-roll per Beggar each round)'),
  readElsewhere(
    'Lead Through Fear',
    'passives.ts `leadThroughFear` (a death within 6″: +1 Command Point, +1 Will Point)',
  ),
  readElsewhere(
    'Gusher',
    'traits drowns-out-of-water, drown-attack-bonus: drown.ts (Drown out of water), grapple.ts `grappleDice` (+2 ATTACK)',
  ),
  readElsewhere('Keep it Flowing', 'trait drowns-out-of-water: drown.ts (Drown out of water)'),
  readElsewhere(
    'Dragging Down',
    'trait drown-rerolls-all: grapple.ts `grappleDice` (every missed die of a Drown re-rolled)',
  ),
  readElsewhere('Climbing Suckers', 'trait move-fumble-is-fail: run-climb.ts (a Fumble counts as a Fail)'),
  readElsewhere('Leaper', 'trait jumps-farther: jump.ts `jumpInches` (+2″ on a Success or Critical)'),
  readElsewhere('Feeder', 'character.ts Vampiric Attack (out of base contact too)'),
  readElsewhere('Barbed Tongue', 'knockback.ts (the Tongue Harpoon pulls)'),
  readElsewhere('The Lamp', 'roll.ts (enemies within 3″ spend no Will Points)'),
  readElsewhere('Herald of an Old God', 'rashaar/herald.ts (7+ keeps the Command Point)'),
  readElsewhere(
    'Blood Rights',
    'unique-actions.ts (1 AP: 1 Life Point from a character within 3″, +1 Will Point)',
  ),
  readElsewhere(
    'Healer',
    'doctors/unique-actions.ts (1 AP: a Basic MIND roll, 2 Life Points healed per Ace, within 3″)',
  ),
  readElsewhere(
    'Stride Through The Void',
    'doctors/unique-actions.ts (1 AP, once a turn: Ethereal until the end of its turn)',
  ),
  readElsewhere(
    'Transfusion',
    'unique-actions.ts (1 Will Point: heal a friend or wound an enemy in base contact)',
  ),
  readElsewhere(
    'Fade to the Shadow',
    'unique-actions.ts (2 AP: set down by other Vertical Terrain, 6″ from enemies)',
  ),
  readElsewhere(
    'Rope Arrow',
    'unique-actions.ts (2 AP: slide to a lower point on Vertical Terrain within 12″)',
  ),
  readElsewhere('Gifts of Dried Meats', 'turn-choices.ts (turn end: a hurt friend in base contact heals 2)'),
  readElsewhere('Blood for Magic', 'turn-choices.ts (turn start: up to 3 Life Points into Will Points)'),
  readElsewhere('Feast For Dagon', 'turn-choices.ts (turn end: the Slave is removed, a Monster heals 5)'),
  readElsewhere('A Bounty Worth Taking', 'bounty.ts (coins for kills; perks bought at the start of a turn)'),
  readElsewhere(
    'Bucket of Blood',
    'magic-state.ts `bucketSpellOf`, `castableKnownSpells` (a spell kept for friendly Mages)',
  ),
  readElsewhere('Magic for Blood', 'magic-abilities.ts (2 Life Points after each spell that takes effect)'),
  readElsewhere('Rent-born', 'magic-abilities.ts `rentBornCost` (1 Will Point less, once a round)'),
  readElsewhere(
    'Entwined Magics',
    'content/spell-choice.ts (Expert Sorcerer spells from its other Disciplines)',
  ),
  readElsewhere(
    'Dagonite Baptism',
    'content/spell-choice.ts `knownSpells` and spells/life.ts (a spell she knows)',
  ),
  readElsewhere('Take it for the Guild!', 'pickpocket.ts `pickpocketAmount` (2 Will Points back, not 1)'),
  readElsewhere(
    'Hidden in Plain Sight',
    'trait deploys-anywhere: deploy-anywhere.ts (set up anywhere at ground level, 6″ from enemies)',
  ),
  readElsewhere(
    'Unsightly',
    'trait deploys-anywhere: deploy-anywhere.ts (set up anywhere at ground level, 6″ from enemies)',
  ),
  readElsewhere(
    'Sculler',
    'traits row-rerolls-failed, deploys-in-water: row.ts `scullerRerolls` (failed Row dice re-rolled), deploy.ts ' +
      '(may set up in water)',
  ),
  readElsewhere(
    'Serpentine',
    'space/ (our reading: the boards never stop a base for its width — every figure passes the 1″ gaps between ' +
      'pieces — so the squeeze Serpentine allows is always there)',
  ),
  readElsewhere(
    'Dimensional Pool',
    "rashaar/dimensional-pool.ts (the Water Portal's marker stays; the ground under it counts as water until the round ends)",
  ),
  readElsewhere(
    'Smuggling',
    'trait agenda-command-points: agendas/agendas.ts `smuggling` (a friend within 6″ in sight regains 1 Command ' +
      'Point per Agenda achieved)',
  ),
  readElsewhere('Spawn', 'spawn.ts (a unique action: 3 Life Points for an Infant Kraken, once a round)'),
  readElsewhere(
    'Resurrection',
    'revivals.ts (lies where it fell; a MIND roll as the next round begins: 5 LP, Berserk)',
  ),
  readElsewhere(
    'Undying Deathseeker',
    'revivals.ts (lies where it fell; a MIND roll as the next round begins: 7 LP)',
  ),
  readElsewhere('Hōfuku Kōgeki', 'revivals.ts `hofukuKogeki` (a Critical stand-up: a free attack or charge)'),
  readElsewhere(
    'Power Over Death',
    'revivals.ts `askToSave` (after the action a friend within 3″ fell: MIND roll)',
  ),
  readElsewhere('Fight Until the Last', 'revivals.ts (as the round begins; life-points.ts `CASUALTY_HELD`)'),
  readElsewhere(
    'The Hunger',
    'forced-moves.ts `hunger` (within 4″ of an enemy as its turn begins: it must charge)',
  ),
  readElsewhere(
    'Madness Infused Muscle',
    'forced-moves.ts (a failed Primitive roll: no Stun; it rushes and attacks the nearest character)',
  ),
  readElsewhere(
    'Artistic Representation',
    'gifted/artistic-representation.ts (as his turn begins: 1 Will Point brings a friend taken out back, painted)',
  ),
  readElsewhere(
    'Carrion',
    'strigoi/carrion.ts (before deployment: 3 friends gain Infiltration for the game)',
  ),
  readElsewhere('Dredge', 'strigoi/dredge.ts (Water Creatures beside its gondola come along when it Rows)'),
  readElsewhere(
    'Dead Weights',
    'trait sets-up-after-round-1: strigoi/dead-weights.ts (set in water, 3″ from swimming enemies, as round 2 begins)',
  ),
  readElsewhere(
    'Everyman',
    'gifted/everyman.ts (a charged friend within 6″ swaps places with a free Pierrot)',
  ),
  readElsewhere(
    'Do Try To Keep Up!',
    'patricians/keep-up.ts (after its Run/Climb a friend within 3″ makes its own, charging with no attack)',
  ),
  readElsewhere(
    'Atonement from Above',
    'vatican/atonement.ts (its fall hurts those within 3″ first; it lands on characters 3″ below, moved aside)',
  ),
  readElsewhere(
    'Apprenticeship',
    'content/apprenticeship.ts (at gang building: a mentor and one copied thing; the match plays the profile with it)',
  ),
  readElsewhere(
    'Blessed Water',
    'vatican/blessed-water.ts (a unique action: water Solid Ground to the Baptist’s side only until the round ends)',
  ),
  readElsewhere(
    'Stigmata',
    'vatican/stigmata.ts (Life Points paid as Will Points re-roll dice of the action; Hands of God Penetration −3)',
  ),
  readElsewhere(
    'All According to Plan',
    'unique/rolls-decided.ts (once a round, a single Ace instead of a roll by a character that can see Colombina)',
  ),
  readElsewhere(
    'Probable Statistic',
    'unique/rolls-decided.ts (for 1 Will Point a roll within 6″ has its Destiny Dice read 10 or 1)',
  ),
  readElsewhere('Living Vessel', 'unique-summons.ts `afterCasualtySummons` (Infant Krakens when it dies)'),
  readElsewhere(
    'Kraken Nurse',
    'unique-summons.ts `newcomerPlaced` (+1 Will Point per new Infant Kraken seen)',
  ),
  readElsewhere(
    'Grasp of the Abyss',
    'unique-summons.ts `afterTurnSummons` (Tentacles within 3″ after its turn)',
  ),
  readElsewhere(
    'Part of the Whole',
    'unique-summons.ts (back within 6″ after enemy turns; dies with the Emissary)',
  ),
  readElsewhere(
    'Stoneskin',
    'damage-rules.ts `stoneskin` (3 less Damage, at least 1) and poison.ts (two dice)',
  ),
  readElsewhere(
    'Pain Suppression',
    'damage-rules.ts `painSuppression` (1 less Damage from Combat, at least 1)',
  ),
  readElsewhere('Corpse', 'damage-rules.ts `corpse` (4 or more Damage: 2 more)'),
  readElsewhere(
    'Keeper of the Fire of the Persecution',
    'damage-rules.ts `keeperOfTheFire` (+1 Damage within 3″)',
  ),
  readElsewhere('Killing Blow', 'kill-rewards.ts `killingBlow` (all Will Points back after a kill)'),
  readElsewhere(
    'Communion for the Sinless',
    'kill-rewards.ts (2 Will Points for a kill of an enemy with none)',
  ),
  readElsewhere(
    'Murderous Patron',
    'kill-rewards.ts `murderousPatron` (a friend kills in sight: 1 Will Point)',
  ),
  readElsewhere(
    'Born of Blood',
    'deaths-and-turn-ends.ts `bornOfBlood` (3 Life Points per casualty within 3″)',
  ),
  readElsewhere(
    'Poison Burst',
    'deaths-and-turn-ends.ts `poisonBurst` (a poison roll for all in base contact)',
  ),
  readElsewhere(
    'Infernal Ally',
    'deaths-and-turn-ends.ts `infernalAlly` (1 Life Point as a turn ends in contact)',
  ),
  readElsewhere(
    'Purifying Ungents',
    'deaths-and-turn-ends.ts (no Stun from weapons within 6″; Stunned washed away)',
  ),
  readElsewhere(
    'Burn With The Fire of Charity',
    'deaths-and-turn-ends.ts (no Stun or Poisoned within 6″; Stunned washed away) and vatican/passives.ts (Full Plate)',
  ),
  readElsewhere('Thirsty', 'magic-abilities.ts `thirsty` (1 Will Point for every spell that takes effect)'),
  readElsewhere(
    'Vampire Hunter',
    'target-rerolls.ts `vampireHunter` (missed dice re-rolled against 0 Will Points)',
  ),
  readElsewhere(
    'Vindictive',
    'target-rerolls.ts `vindictive` (re-rolls against an enemy that dealt it Damage)',
  ),
  readElsewhere(
    'Rip and Tear',
    'target-rerolls.ts `ripAndTear` (re-rolls against the enemy it clawed at full health)',
  ),
  readElsewhere('Holy Grace', 'hit-rules.ts `holyGrace` (a Will Point from the target as each hit lands)'),
  readElsewhere(
    'Exorcism',
    'hit-rules.ts `exorcism` (a Will Point taken, or +3 Damage on a target with none)',
  ),
  readElsewhere(
    'Bifurcation',
    'hit-rules.ts `bifurcation` (4+ Aces, 40 mm or less: half the Life Points lost)',
  ),
  readElsewhere(
    'Decapitation',
    'hit-rules.ts `decapitation` (more Aces than Life Points, 50 mm or less: 0 left)',
  ),
  readElsewhere(
    'Auxiliary Systems',
    'turn-boons.ts (+2 MOVE, DEXTERITY or PROTECTION picked as its turn begins)',
  ),
  readElsewhere(
    'The End is Near',
    'turn-boons.ts (2 Life Points, then +1 MOVE, DEXTERITY or ATTACK for the game)',
  ),
  readElsewhere('Split Personalities', 'turn-boons.ts (a mask picked as each turn begins, until the next)'),
  readElsewhere(
    'Rejuvenated',
    'turn-boons.ts (5 Life Points at the start; +1 to four stats from a turn begun on 6)',
  ),
  readElsewhere('Watered Down', 'turn-boons.ts `roundEndBoons` (taken out when a round ends in water)'),
  readElsewhere(
    'Hoarded Wealth',
    'turn-boons.ts `roundEndBoons` (1 Will Point for a round without spending one)',
  ),
  readElsewhere(
    'Impart Will',
    'will-rules.ts `impartWill` (friendly Constructs start with 1 more Will Point)',
  ),
  readElsewhere(
    'Heavenly Vision',
    'will-rules.ts `heavenlyVision` (1 more Will Point regained in its sight)',
  ),
  readElsewhere(
    'Cartomancy',
    'will-rules.ts `cartomancy` (a Cantrip that takes effect: 1 Will Point within 6″)',
  ),
  readElsewhere(
    'Shepherd',
    'grapple.ts `grappleDice` (trait grapple-bonus-on-larger: +2 ATTACK on a larger base)',
  ),
  readElsewhere('Living Flame', 'drown.ts (trait drown-loss-doubled: twice the Life Points to a Drown)'),
  readElsewhere('Unstable', 'bomb-rules.ts (a failed attack with its bombs is a Fumble)'),
  readElsewhere('Deathwish', 'bomb-rules.ts (a failed attack with its Bomb is a Fumble; no Unarmed attacks)'),
  readElsewhere(
    'I will guard against thee, Witch',
    'anti-magic.ts (Dispels as Mage (1); no Will Points in contact)',
  ),
  readElsewhere('Suffer Not a Witch', 'anti-magic.ts (Dispels as Mage (2); no Will Points in base contact)'),
  readElsewhere('Cosmic Harmony', 'vatican-and-patrician-turns.ts (a Command Point each as its turn begins)'),
  readElsewhere(
    'Affirmation',
    'vatican-and-patrician-turns.ts (a Will Point each with a Councillor in sight)',
  ),
  readElsewhere(
    'Masterful Summoning',
    'vatican-and-patrician-turns.ts (friendly Constructs are not Mindless)',
  ),
  readElsewhere('Be Thou Afraid?', 'vatican-and-patrician-turns.ts (a failed Fear test costs a Will Point)'),
  readElsewhere(
    'Psychic Communion',
    'vatican-and-patrician-turns.ts (ORDER and COUNTER without line of sight)',
  ),
  readElsewhere(
    'Regenerating',
    'character.ts Vampiric Attack (trait vampiric-above-start) and turn-boons.ts (+2 ATTACK from a turn begun on 10)',
  ),
  readElsewhere(
    'Blood Nexus',
    'will-rules.ts `bloodNexus` (Life Points lost: as many Will Points to Nexus friends)',
  ),
  readElsewhere('Candid Soul', 'will-rules.ts `candidSoul` (Frenzied Life Points heal friends within 3″)'),
  readElsewhere(
    'Voltaic Shield',
    'hit-rules.ts `voltaicShield` (3 Life Points to an enemy whose attack left it unhurt)',
  ),
  readElsewhere(
    'He Searches Your Soul Alone',
    'vatican-and-patrician-turns.ts (enemies in sight of it borrow no MIND)',
  ),
  readElsewhere(
    'Nautical Bearings',
    'vatican-and-patrician-turns.ts (weapons of 6″ or more reach 6″ further near it)',
  ),
  readElsewhere(
    'Mischievous',
    'gifted/harlequin.ts (a die for each Will Point an enemy within 3″ spends; 7+ wasted)',
  ),
  readElsewhere('Maximum Fastness', 'gifted/harlequin.ts (modifiers raise its DEXTERITY by 1 at most)'),
  readElsewhere(
    'Always Scheming',
    'action-points.ts (+1 Action Point when a friendly Leader in sight uses a Command)',
  ),
  readElsewhere(
    'Blinding Flash',
    'gifted/unique-actions.ts (2 AP: enemies under a Blast marker on her are Stunned)',
  ),
  readElsewhere(
    'The Other Side of the Coin',
    'gifted/unique-actions.ts (1 AP: Fate and Justice trade places)',
  ),
  readElsewhere(
    'Protective Bubble',
    'gifted/unique-actions.ts (1 AP: Universal Shielding (4), Expert Protection (4) within 1–6″)',
  ),
  readElsewhere(
    'Aura of Inevitability',
    'gifted/unique-actions.ts (1 AP: Opposed MIND roll; 2 Will and 2 Life Points taken)',
  ),
  readElsewhere(
    'Spurring Incense',
    'friend-strikes.ts (1 AP: First Strike (2) for friends beginning an action near it)',
  ),
  readElsewhere(
    'Ensoul',
    'vatican/unique-actions.ts (3 Life Points: a hurt friendly Construct heals 3, or 5)',
  ),
  readElsewhere(
    'Walk Through The Fire And You Will Not Be Burned',
    'vatican/unique-actions.ts (1 AP: at the round end enemies under a Blast marker on her lose 3 Life Points)',
  ),
  readElsewhere(
    'Impaler',
    'strigoi/warband.ts (each enemy killed within 3″: Fear and Vampiric Attack grow by 1)',
  ),
  readElsewhere(
    'Brain Leech',
    'strigoi/warband.ts (its Vampiric Attack feeds: the victim loses 1 from each (X))',
  ),
  readElsewhere(
    'Cast Sentence',
    'strigoi/judgement.ts (a Judged character dies: 3 Life Points or 1 Command Point)',
  ),
  readElsewhere(
    'Inspiring',
    'will-dice.ts (a friendly Soldier near it: each of its own Will Points counts as two)',
  ),
  readElsewhere(
    'A Light in the Dark',
    'will-dice.ts (2 Will Points spent by another: 2 back; no limit of 2 a roll)',
  ),
  readElsewhere(
    'Destined For Victory',
    'destiny-rerolls.ts (friendly Hospitallers re-roll the Destiny Dice too)',
  ),
  readElsewhere(
    'Martial Elite',
    'destiny-rerolls.ts (Ottomans near him: Expert Offence re-rolls take the Destiny Dice)',
  ),
  readElsewhere('Elixir of Death', 'doctors/elixirs.ts (friends lose their Will Points and are Frenzied)'),
  readElsewhere('Deep Dive', 'doctors/elixirs.ts (1 Will Point for a Critical instead of the Dive roll)'),
  readElsewhere('Fanged Visage', 'gifted/masks.ts (a Mask before deployment)'),
  readElsewhere('Mask of Many Faces', 'gifted/masks.ts (a Mask before deployment)'),
  readElsewhere('The Mask Makes the Noble', 'gifted/masks.ts (a Mask before deployment)'),
  readElsewhere('Armourer', 'gifted/masks.ts (a Mask before deployment)'),
  readElsewhere('Mask of Dagon', 'gifted/masks.ts (a Mask before deployment)'),
  readElsewhere(
    'Justice Served',
    'gifted/masks.ts (an enemy named before deployment: her attacks on it re-roll)',
  ),
  readElsewhere('Pursuit', 'command-costs.ts (a COUNTER for it costs no Command Point)'),
  readElsewhere(
    'Lookout',
    'command-costs.ts (once a round, a Command from 3″ higher costs no Command Point)',
  ),
  readElsewhere('Enspirit', 'command-costs.ts (an ORDER to a Construct for 4 Life Points)'),
  readElsewhere(
    'Bask in my Magnificence!',
    'command-costs.ts (all Command Points back each turn; abilities twice)',
  ),
  readElsewhere(
    'Sanguine Sabotage',
    'command-costs.ts (an enemy near it using a Command: 7+, one more point)',
  ),
  readElsewhere(
    'Water Affinity',
    'trait magic-in-water: cast-spell.ts, dispel.ts; content/spell-choice.ts `knownSpells` (Waves of Force)',
  ),
  readElsewhere('Work of Art', 'deaths-and-turn-ends.ts (no Victory Points; its Maria regains 1 Will Point)'),
  readElsewhere('Self-Immolate', 'bomb-rules.ts (her Fiery Explosion goes off on herself)'),
  readElsewhere('Detonation', 'bomb-rules.ts (its Soul Bombard goes off on itself)'),
  readElsewhere(
    'Disappear',
    'gifted/unique-actions.ts (2 AP: Smoke on those in contact, then set down within 12″)',
  ),
  readElsewhere('All Eyes On Me', 'sight-pools.ts (each round, a re-roll for each friend in her sight)'),
  readElsewhere(
    'Reflected Reality',
    'trait agenda-extra-draw: extra-draws.ts (one more Agenda with each draw, then one discarded)',
  ),
  readElsewhere(
    'Maps and Charts',
    'trait plan-extra-draws: extra-draws.ts (two more Agendas with its PLAN, then two discarded)',
  ),
  readElsewhere(
    'Feline Indifference',
    'trait untouched-by-magic: magic-reach.ts (no spell names it; areas, auras and waves of spells pass it by)',
  ),
  readElsewhere('Diminutive', 'trait smallest-base: traits.ts `largerBase` (Hunter, Grapple, Drown)'),
  readElsewhere('Bored to Inaction', 'gifted/passives.ts (nothing from Commands within 3″ of him)'),
  readElsewhere('Relics of Malta', 'vatican/rerolls.ts (friends near it re-roll one die once a turn)'),
  readElsewhere('Sanguine Sorcery', 'doctors/elixirs.ts (its Vampiric Attack heals it on spells too)'),
  readElsewhere('Shattered Nexus', 'will-drains.ts (at 0 Will Points: a Blast of 3 Damage on it)'),
  readElsewhere('Explosive Mind', 'will-drains.ts (Will Points lost: its Soul Bombard goes off)'),
  readElsewhere(
    'Black Powder Arrows',
    'vatican-and-patrician-turns.ts (Ottoman Archers near it throw its grenade)',
  ),
  readElsewhere('Minor Arcana', 'content/spell-choice.ts `knownSpells` (the Cantrip of another Discipline)'),
  readElsewhere(
    'Drag Through The Void',
    'trait drags-through-terrain: grapple-move.ts (its Grapples carry through walls)',
  ),
  readElsewhere(
    'Tarot',
    'content/spell-choice.ts `gangSpellChoices`, `tarotProblems` (each Romani a Discipline of its own)',
  ),
  readElsewhere(
    'Aetheric Gaze',
    'content/spell-choice.ts (spells from two Disciplines, the Cantrip of each; the builder offers both)',
  ),
  readElsewhere(
    'Arcane Totem',
    'content/spell-choice.ts `knownSpells`; patricians/arcane-totem.ts (0 Will Points, once a game, a failure strips one)',
  ),
  readElsewhere('Major Arcana', 'content/spell-choice.ts `knownSpells` (the Cantrip of every Discipline)'),
  readElsewhere('Minor Incantata', 'strigoi/blood-crone.ts (a Cantrip a turn for no Action Point)'),
  readElsewhere('Bloodletting', 'action-points.ts (a Vampire drinks from a Thrall for +1 Action Point)'),
];

/**
 * The traits the unique abilities read where their action is played give (character/traits.ts), with the number
 * a trait carries where the card fixes it.
 */
export const UNIQUE_TRAITS: readonly TraitEntry[] = [
  { ability: 'Climber', trait: 'climb-counts-an-ace' },
  { ability: 'Climbing Suckers', trait: 'move-fumble-is-fail' },
  { ability: 'Dead Weight', trait: 'cannot-dive' },
  { ability: 'Dragging Down', trait: 'drown-rerolls-all' },
  { ability: 'Gusher', trait: 'drowns-out-of-water' },
  // +2 ATTACK on its Drown actions.
  { ability: 'Gusher', trait: 'drown-attack-bonus', value: 2 },
  { ability: 'Hidden in Plain Sight', trait: 'deploys-anywhere' },
  { ability: 'Keep it Flowing', trait: 'drowns-out-of-water' },
  { ability: 'Leaper', trait: 'jumps-farther' },
  { ability: 'Sculler', trait: 'row-rerolls-failed' },
  { ability: 'Sculler', trait: 'deploys-in-water' },
  { ability: 'Smuggling', trait: 'agenda-command-points' },
  { ability: 'Water Affinity', trait: 'magic-in-water' },
  { ability: 'Work of Art', trait: 'worth-no-victory-points' },
  { ability: 'Diminutive', trait: 'smallest-base' },
  { ability: 'Feline Indifference', trait: 'untouched-by-magic' },
  { ability: 'Reflected Reality', trait: 'agenda-extra-draw', value: 1 },
  { ability: 'Dead Weights', trait: 'sets-up-after-round-1' },
  { ability: 'Maps and Charts', trait: 'plan-extra-draws', value: 2 },
  { ability: 'Drag Through The Void', trait: 'drags-through-terrain' },
  { ability: 'Thick Skull', trait: 'never-stunned' },
  // +2 ATTACK on its Grapples of a character on a larger base.
  { ability: 'Shepherd', trait: 'grapple-bonus-on-larger', value: 2 },
  { ability: 'Living Flame', trait: 'drown-loss-doubled' },
  { ability: 'Regenerating', trait: 'vampiric-above-start' },
  { ability: 'Unsightly', trait: 'deploys-anywhere' },
  // never hurt by a fall: more Life Points off any fall's loss than a fall can take
  { ability: 'Grappling Hook', trait: 'falls-softly', value: FALLS_UNHURT },
];
