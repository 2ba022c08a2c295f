/**
 * Player-facing texts, in our own words, for the unique abilities (and Command Abilities) of the Patricians'
 * and The Doctors' profiles. Keyed `profileId/abilityName`; `unique-abilities.ts` merges them into
 * `UNIQUE_ABILITY_TEXTS`.
 */

const chainOfCommand = 'Can give ORDER and COUNTER Commands to Soldiers only.';
const flesheater =
  'Each time one of its Combat actions makes a target in base contact lose at least 1 Life Point, it regains 1 Will Point.';
const beastMaster = 'Friendly Animals gain Companion (Doctor) while this character can see them.';
const deepDive = 'Instead of rolling for a Dive, it may pay 1 Will Point to count as scoring a Critical.';
const strideThroughTheVoid = 'It gains Ethereal until the end of its turn.';
const nexus =
  "Any Doctor within 6″ that has this character in sight may spend this character's Will Points as if they were its own.";

export const PATRICIANS_DOCTORS_TEXTS: Readonly<Record<string, string>> = {
  // Patricians
  'patricians-guard-commander/Take Arms':
    'Friendly Soldiers within 3″ gain +1 ATTACK until the end of the round.',
  'patricians-guard-commander/Aim, Fire!':
    'Friendly Soldiers in its sight gain Expert Marksman (1) until the end of the round.',
  'patricians-janissary-chorbaji/Coordinated Attack':
    'This character and every friendly Ottoman within 3″ gain First Strike (2) until the end of the round.',
  'patricians-janissary-chorbaji/Disciplined Momentum':
    'Each time a friendly Ottoman within 6″ and in its sight kills an enemy, this character regains 1 spent Command Point.',
  'patricians-janissary-chorbaji/Martial Elite':
    'Friendly Ottomans within 6″ may spend their Expert Offence re-rolls on the Destiny Dice as well.',
  'patricians-mounted-venetian-noble/Do Try To Keep Up!':
    'Once per round, just before its Run/Climb, it may take along one other friendly Councillor, Soldier or Animal within 3″, which makes its own Run/Climb straight after. A charge in that move gives no Attack of Opportunity, but leaving an enemy still needs a disengage as usual.',
  'patricians-mounted-venetian-noble/Venetian Drive':
    'Until the end of the round it gains First Strike (2), but its PROTECTION falls to 1.',
  'patricians-mounted-venetian-noble/Gleeful Charge':
    'When it charges, its Gilded Sabre has Evasion -2 for that Attack of Opportunity.',
  'patricians-noble-admiral/Naval Discipline':
    'Every other friendly character aboard its Boat regains 1 Will Point; those with Boat Crew regain 2 instead.',
  'patricians-noble-admiral/Raise a Crew': 'Any friendly character may be deployed on a Boat.',
  'patricians-noble-admiral/Twin Pistols':
    'Both pistol lines share one Reload: each round it may fire the Rifled Duelling Pistol twice or the Twin Rifled Duelling Pistols once.',
  'patricians-noble-admiral/Unwieldy':
    'The Twin Rifled Duelling Pistols are usable only as the opening action of its turn (Attacks of Opportunity too).',
  'patricians-pinnacle-of-affluence/You there! Do something!':
    'Until the end of the round, other friendly characters that begin their turn within 6″ and in its sight gain First Strike (2) for that turn; none can gain it more than once a round.',
  "patricians-pinnacle-of-affluence/Stop them, damn you! I don't care what it takes!":
    'Friendly characters in its sight gain Bodyguard (Pinnacle of Affluence).',
  'patricians-pinnacle-of-affluence/Bask in my Magnificence!':
    'It regains all its Command Points at the start of each of its turns, and may use each of its Command Abilities up to twice a round.',
  'patricians-sopracomito/Wages Are Here':
    'Friendly Soldiers in its sight that are not in base contact with an enemy may make a free (0 AP) Run/Climb, without Attacks of Opportunity, that has to finish in base contact with this character. Each that reaches it regains 1 Will Point.',
  'patricians-sopracomito/Pay Out':
    'Friendly characters within 6″ may spend its Will Points as if they were their own.',
  'patricians-sopracomito/Second in Command':
    'Gang building: as the only Leader it loses the Hero keyword and no other Sopracomito may join; when the gang has another Leader it loses the Leader keyword instead.',
  'patricians-venetian-noble/The Monster Behind the Mask':
    'Until the end of the round it gains +1 MOVE, +1 DEXTERITY and +1 ATTACK, but its MIND becomes 1.',
  'patricians-venetian-noble/Murderous Patron':
    'When another friendly character kills an enemy and this character can see both of them, the killer regains 1 Will Point.',
  'patricians-adventuring-noble/Arcane Totem':
    'Knows every Wild Magic spell, Cantrip included. Each costs 0 Will Points but may be tried only once per game, and every failed cast also strips one other of its spells at random.',
  'patricians-captain-of-the-guard/Take Aim!':
    'Until the end of the round, friendly Soldiers within 6″ gain Expert Marksman (1) and Expert Offence (1).',
  'patricians-captain-of-the-guard/Chain of Command': chainOfCommand,
  'patricians-don-gregorio-morisini/Collector of Treasures':
    'His gang may buy a second Artifact, and he may carry one even though he is Unique. If he dies with Artifacts, each one stays behind as a 30mm marker that any character ending an action in base contact with it may pick up.',
  'patricians-don-gregorio-morisini/Little Gremlin Cornelius':
    "He starts the game with this free Artifact, which counts against no limit; its bearer gains the Cornelius' Bite weapon and Pickpocket.",
  'patricians-don-gregorio-morisini/Rings of Puissance':
    'He starts the game with this free Artifact, which counts against no limit; its bearer gains Slippery and Universal Shielding (3).',
  'patricians-fencing-master/Strike True':
    'One friendly character in sight within 6″ makes its next Combat action this round against an enemy in base contact without any Protection Roll for the target, whatever its Universal Shielding.',
  'patricians-foreign-dignitary/Business or Pleasure?':
    "A friendly Councillor with no Command Points left regains 1 when it begins its turn within 6″ and in this character's sight.",
  'patricians-gourmand-noble/The Other, Other White Meat':
    'Until the end of the round, other friendly characters have Flesheater while they are in its sight.',
  'patricians-gourmand-noble/Flesheater': flesheater,
  'patricians-janissary-sapper/Black Powder Arrows':
    'Friendly Ottoman Archers within 3″ may attack with its Black Powder Grenade as if it were their own weapon.',
  'patricians-naval-lieutenant/We Trained For This':
    'Until the end of the round, any friendly character within 6″ with Fast Swimmer raises it by 2.',
  'patricians-naval-lieutenant/Chain of Command': chainOfCommand,
  'patricians-naval-lieutenant/Unwieldy':
    'The Nock Gun is usable only as the opening action of its turn (Attacks of Opportunity too).',
  'patricians-ottoman-janissary/Barbary Discipline':
    'Until the end of the round, friendly characters within 6″ gain +2 MOVE on any Run/Climb that ends in a charge.',
  'patricians-seven-years-veteran/Inspiring':
    'When another friendly Soldier within 6″ and in its sight spends one of its own Will Points, that point counts as two.',
  'patricians-submissive-noble/Domination':
    'Every friendly character in base contact with it makes a free (0 AP) Run/Climb, which may not end in base contact with an enemy.',
  'patricians-submissive-noble/Sadism':
    'It loses 1 Life Point and gains +2 ATTACK until the end of the round.',
  'patricians-submissive-noble/Barbed':
    "If the target of a Cat O'Nine Tails hit gets no Protection Roll, the hit deals 2 more Damage.",
  'patricians-venetian-spy/Unwieldy':
    'The Long Rifle is usable only as the opening action of its turn (Attacks of Opportunity too).',
  'patricians-wayfinder/Gun Laying':
    'A friendly character within 6″ and in its sight gets Evasion -2 against targets not in base contact with it, until the end of its next activation.',
  'patricians-wayfinder/Nautical Bearings':
    'Weapons with a range of 6″ or more reach 6″ further for friendly characters within 3″.',
  'patricians-wayfinder/Maps and Charts':
    'Each time it uses a PLAN Command, draw 2 extra Agendas, look at them, then discard 2 of your choice.',
  'patricians-barnabotti/Inferiority Complex': 'Can never use ORDER or COUNTER Commands.',
  'patricians-cannibal-cultist/Flesheater': flesheater,
  'patricians-cannibal-cultist/The Hunger':
    'When it begins its turn within 4″ of one or more enemies, it has to try to reach base contact with one of them.',
  'patricians-cortigiane/Affirmation':
    'At the start of its turn, pick a Councillor in its sight: both of them regain 1 Will Point.',
  'patricians-guard-sentry/Lookout':
    'Once per round it may give an ORDER or COUNTER for 0 Command Points while at least 3″ higher than the character it helps; each Command is still once per round.',
  "patricians-merchant/There's Coin in it for You":
    'One friendly Henchman in sight within 6″ gains First Strike (2) until the end of the round.',
  'patricians-ottoman-rigger/Grappling Hook': 'Never loses Life Points from falling.',

  // The Doctors
  'the-doctors-doctor-of-the-mind/Aetheric Control':
    'It regains all its Command Points at the start of each of its turns.',
  'the-doctors-doctor-of-the-mind/Mind Gazing':
    'Friendly characters within 6″ gain Fear (-2) until the end of the round; those that already have Fear use (-2) instead.',
  'the-doctors-master-of-arcane-security/Electrical Stimulation':
    'Friendly characters within 3″ gain +1 ATTACK until the end of the round.',
  'the-doctors-master-of-arcane-security/Auxiliary Systems':
    'At the start of its turn, pick +2 MOVE, +2 DEXTERITY or +2 PROTECTION for it until the end of the round.',
  'the-doctors-master-of-necromantic-studies/Unliving Curse':
    'A friendly character within 1″ gains Vampiric Attack (2) for the rest of the game.',
  'the-doctors-master-of-necromantic-studies/Elixir of Death':
    "Every friendly character with Will Points at the start of the game loses them all and becomes Frenzied, even after this character dies. Nexus characters' Life Points may still be used as Will Points, and Nexus Link Reconfiguration moves Life Points instead.",
  'the-doctors-master-of-zoology/Protective Field':
    'Friendly characters within 3″ gain Universal Shielding (4) until the end of the round.',
  'the-doctors-master-of-zoology/Beast Master': beastMaster,
  'the-doctors-master-of-zoology/Voltaic Shield':
    'When an enemy in base contact attacks it and makes it lose no Life Points, that enemy loses 3 Life Points.',
  'the-doctors-plague-doctor/Purifying Ungents':
    'Friendly characters within 6″ are unaffected by the Stun weapon ability, and each friendly turn ends with every friendly character within 6″ losing its Stunned counter.',
  'the-doctors-plague-doctor/Plague-infused Anatomy':
    'When an enemy kills a friendly character in base contact with it, and either of them is within 6″ of this character, that enemy is Stunned.',
  'the-doctors-plague-doctor/Biological Studies':
    'Friendly characters within 3″ gain Penetration -2 on their weapons until the end of the round.',
  'the-doctors-alchemist-doctor/Unstable':
    'Every failed Combat action with its Alchemical Bomb or Poison Bomb counts as a Fumble.',
  'the-doctors-doctor-of-blood/Sanguine Sorcery':
    'Its Vampiric Attack also works on its Cast Spell actions, not only on its Combat actions.',
  'the-doctors-doctor-of-divine-probabilities/Probable Statistic':
    'Make the Destiny Dice of one roll by a character within 6″ and in its sight, friend or foe, read 1 or 10.',
  'the-doctors-doctor-of-poisons/Elixir':
    'A friendly character within 3″ gains Acrobatic (3), Engage or Slippery, as you choose, for the rest of the game.',
  'the-doctors-doctor-of-tides/Long Dive':
    'Every friendly character that has an Underwater Counter gains one more.',
  'the-doctors-doctor-of-tides/Deep Dive': deepDive,
  'the-doctors-doctor-of-the-beasts/Overcharged Discipline':
    'A friendly Animal within 6″ gains Berserk for the rest of the game.',
  'the-doctors-doctor-of-the-beasts/Beast Master': beastMaster,
  'the-doctors-doctor-of-the-firmament/Void Walker':
    'A friendly character within 3″ gains Ethereal for the rest of the game.',
  'the-doctors-doctor-of-the-firmament/Aetheric Gaze':
    'It may take its spells from up to two Disciplines, and knows the Cantrip of each.',
  'the-doctors-ethereal-assassin/Stride Through The Void': strideThroughTheVoid,
  'the-doctors-ethereal-snatcher/Stride Through The Void': strideThroughTheVoid,
  'the-doctors-ethereal-snatcher/Drag Through The Void':
    'Characters it Grapples may be moved as if they had Ethereal.',
  'the-doctors-morgue-doctor/Power Over Death':
    'Used at once when another friendly character within 3″ is killed: make a Basic MIND roll, and that character gets back 2 Life Points per Ace (4 per Ace on a Critical). On a Fumble this character loses half its remaining Life Points, rounded up.',
  'the-doctors-ordnance-doctor/Soul Ammunition':
    'Each Spirit Cannon shot may be boosted for 2 Will Points with one of: 18″ range instead of 12″, Blast, or Knockback.',
  'the-doctors-patient-42/Nexus': nexus,
  'the-doctors-patient-42/Madness Infused Muscle':
    'Failing its Primitive roll does not Stun it; instead it makes a Run/Climb towards the nearest other character, friend or foe, and attacks it. Then it regains 1 Will Point and takes its turn as usual with all its Action Points.',
  'the-doctors-the-being/Locomotive Nexus Link':
    'Once each of its Combat actions is done, add up the Damage it caused before Protection Rolls: that many Nexus characters within 6″ regain 1 Will Point each.',
  'the-doctors-the-being/Pain Suppression':
    'Damage it takes from Combat actions is 1 lower, but never less than 1.',
  'the-doctors-the-unholy-union/Convulsing':
    'Squeezes through any gap at least 2″ wide, even one narrower than its base, as long as there is room for it where it stops.',
  'the-doctors-the-unholy-union/Flesh Golem':
    'Each time it kills a character, it heals as many Life Points as that character started the game with.',
  'the-doctors-unleashed-madman/Nexus': nexus,
  'the-doctors-voltage-bombardier/Nexus': nexus,
  'the-doctors-voltage-bombardier/Detonation':
    'The Blast marker of its Soul Bombard is always centred on this character, which is hit as well.',
  'the-doctors-voltage-bombardier/Explosive Mind':
    'Whenever it loses Will Points, spending them itself or through Nexus, it must fire its Soul Bombard once that action is over. This happens once per action, and such shots never set off another.',
  'the-doctors-apprentice-doctor/Apprenticeship':
    "Gang building: choose a friendly Doctor Hero to be its mentor; it copies one Character Ability, unique ability or weapon from that mentor (a copied Mage uses the mentor's Disciplines; a weapon keeps its own rule). Each mentor teaches one Apprentice only.",
  'the-doctors-basilisk/Poison Burst':
    'When it dies, every character in base contact with it, friend or foe, is poisoned as if a Poisoned weapon had made it lose Life Points.',
  'the-doctors-carrion/Nexus': nexus,
  'the-doctors-diving-assistant/Deep Dive': deepDive,
  'the-doctors-electron-cannoneer/Volatile Arc Power':
    'After a successful Electron Cannon attack, pick one other character within 3″ of the target, friend or foe (this character too): it loses as many Life Points as the target did.',
  'the-doctors-electron-cannoneer/Unstable':
    'Every failed Combat action with its Electron Cannon counts as a Fumble.',
  'the-doctors-ghoul/Unstable Wretch':
    'From the second round on, each of its turns ends with every character within 3″, friend or foe and itself included, losing 1 Life Point.',
  'the-doctors-ghoul/Bereft of Will':
    "No other character within 3″ may spend Will Points: not its own, not Life Points through Frenzied, not anyone else's. On its death, each other character within 3″ loses 1 Will Point.",
  'the-doctors-harvester/Shepherd': '+2 ATTACK on Grapple actions against characters on a larger base.',
  'the-doctors-hollowman/Blood Nexus':
    'Each time it loses Life Points (Frenzied included), every Nexus character within 6″ may regain that many Will Points.',
  'the-doctors-hollowman/Death Throes Overload':
    'When it dies, every friendly Doctor within 6″ regains 2 Will Points.',
  'the-doctors-husk/Corpse':
    'If it takes 4 or more Damage from one action (before the Protection Roll), that attack deals 2 more Damage.',
  'the-doctors-madman/Nexus': nexus,
  'the-doctors-manticore/Spined Hide':
    'Each of its turns ends with every enemy in base contact with it losing 1 Life Point.',
  'the-doctors-nurse/Healer':
    'Choose a character within 3″ and make a Basic MIND roll: it heals 2 Life Points for each Ace.',
  'the-doctors-shackled-feaster/Regenerating':
    'Its Vampiric Attack can take it above its starting Life Points. When it begins its turn with 10 or more Life Points, it gains +2 ATTACK until its next turn.',
};
