/**
 * Player-facing texts, in our own words, for the unique abilities (and Command Abilities) of the Strigoi and
 * Gifted profiles. Keyed `profileId/abilityName`; unique-abilities.ts merges them into UNIQUE_ABILITY_TEXTS.
 */

const processionOfBrides =
  'Gang building: with Vlad Dracula in the gang, she is counted as a Henchman, not a Hero, under the Frequency rules.';
const lunarMight =
  'During deployment, tell your opponent when the moon shines brightest: rounds 1 to 3, or the rounds after. In those rounds, characters with this rule have +1 MOVE, DEXTERITY and ATTACK.';
const otherSideOfTheCoin = 'When Fate and Justice are both on the table on the same side, they trade places.';
const maskLimits =
  'Nobody wears two Masks, and Mindless characters or Unique characters without Faction (Gifted) cannot wear one.';

export const STRIGOI_GIFTED_TEXTS: Readonly<Record<string, string>> = {
  // Strigoi
  'strigoi-blood-crone/Clairvoyancy':
    'Until the end of the round, each friendly character within 6″ may re-roll a single die on any of its rolls, never the Destiny Dice.',
  'strigoi-blood-crone/Major Arcana':
    'She knows the Cantrip of every Discipline, even of Disciplines she has no access to.',
  'strigoi-blood-crone/Minor Incantata':
    'Once per turn, one of her Cantrips costs 0 AP to cast; every other casting rule applies as usual.',
  'strigoi-noble-strigoi/Blood Frenzy':
    'Until the end of the round, friendly Vampires in sight raise their Vampiric Attack by 1, up to 2 at most.',
  'strigoi-noble-strigoi/Bloodline': 'Friendly Vampires in its sight have Companion (Noble Strigoi).',
  'strigoi-noble-strigoi/Sanguine Sabotage':
    'Whenever an enemy within 6″ of it uses a Command, roll a die: on 7+ the enemy must pay one more Command Point for it, if it has one left.',
  'strigoi-radu-basarab/Ancient Horror':
    'Until the end of the round, other friendly characters in his sight within 6″ gain Fear (-2) and First Strike (1).',
  'strigoi-radu-basarab/Martial Coup':
    'Friendly Soldiers within 6″ of him and in his sight get a further Penetration -1 against targets left with 0 Will Points.',
  'strigoi-radu-basarab/Decapitation':
    'When he attacks a target on a base of 50mm or less with the Beheader and rolls more Aces than its current Life Points, it drops straight to 0 Life Points, with no Damage or Protection Roll worked out.',
  'strigoi-stryha-crone/Natural Camouflage':
    'A friendly character within 6″ has Concealment (2) for the rest of the game. Each character can receive this only once.',
  'strigoi-stryha-crone/Carrion': 'Before deployment, choose 3 friendly characters: they gain Infiltration.',
  'strigoi-vlad-dracula/Transformation':
    'Take Vlad off the table and set him down on Solid Ground within 8″, at least 3″ from every enemy. He cannot do this while in base contact with an enemy.',
  'strigoi-vlad-dracula/Master Bloodline':
    'Friendly Vampires in his sight gain Bodyguard (Vlad Dracula) and Companion (Vlad Dracula).',
  'strigoi-vlad-dracula/Connoisseur':
    'He has Vampiric Attack (1) when he attacks a Hero and Vampiric Attack (3) when he attacks a Leader.',
  'strigoi-wallachian-hospodar/Full Plate':
    'Going into water gives it a Stunned counter, which stays until it ends a turn out of the water.',
  'strigoi-wallachian-hospodar/Defensive Lines':
    'Other friendly characters within 3″ gain Universal Shielding (2) until the end of the round.',
  'strigoi-wallachian-hospodar/Warlord':
    'Friendly Soldiers in its sight may use its MIND in place of their own.',
  'strigoi-ceres/Romani Fury': 'Every friendly Bride gains Expert Offence (3) until the end of the round.',
  'strigoi-ceres/Procession of Brides': processionOfBrides,
  'strigoi-cetean-upi-r/Hydrodynamic': 'While it stands in water its DEXTERITY is 5.',
  'strigoi-cibele/African Bewitching':
    'The weapons of every friendly Bride gain Stun until the end of the round.',
  'strigoi-cibele/Procession of Brides': processionOfBrides,
  'strigoi-highborn-servant/Bankroll':
    'At the start of each round, for each character with this rule choose another piece of Equipment you have already used: it may be used once more this round.',
  'strigoi-leech/Brain Leech':
    'Whenever its Vampiric Attack gives it Life Points back, the victim loses 1 from every ability with a number for the rest of the game (down to 0 at worst): Acrobatic (3) becomes Acrobatic (2), for example.',
  'strigoi-miriam/Procession of Brides': processionOfBrides,
  'strigoi-miriam/Eastern Swiftness':
    'Every friendly Bride gains +1 Action Point until the end of the round.',
  'strigoi-miriam/Sisters of Gélô':
    'When each of her turns starts, she regains 1 Command Point as long as another friendly Bride is in her sight.',
  'strigoi-monstrous-stryx/Aerial Aggression':
    'When it moves into base contact with an enemy that was at least 3″ above or below it when the action began, that enemy cannot make a Protection Roll against the Attack of Opportunity of the charge.',
  'strigoi-monstrous-stryx/Serpentine':
    'Slips through gaps down to 2″ wide, narrower than its base, as long as it fits where it stops.',
  'strigoi-monstrous-stryx/Rip and Tear':
    'After it attacks an enemy that still has full Life Points with its Monstrous Claws, it may re-roll its failed dice for Combat actions against that enemy until its activation ends.',
  'strigoi-moon-eater/Lunar Might': lunarMight,
  'strigoi-moon-eater/Devourer of Will':
    'When it kills an enemy, it gains as many Will Points as that enemy started the game with. These add up and may take it past its own starting Will Points.',
  'strigoi-seer/Soothsaying':
    'Put one re-roll into a pool for each enemy in its sight. Until the end of the round, friendly characters may spend them on any roll, one per die.',
  'strigoi-seer/Premonition': 'May re-roll the Destiny Dice on any of its rolls.',
  'strigoi-strigoi-jude/Judgement':
    'One enemy within 6″ is Judged until the end of the round: friendly characters may re-roll their whole Attack Roll against it, Destiny Dice included, and friendly Mages dispelling its spells count their Mage level as 1 higher.',
  'strigoi-strigoi-jude/Cast Sentence':
    'When a character it has Judged dies, it regains 3 Life Points or 1 Command Point.',
  'strigoi-strigoi-priest/Devil Incarnate':
    'Dispels as if it were Mage (2). No enemy in base contact with it may spend Will Points.',
  'strigoi-strigoi-sluger/Crimson Feast':
    'When it kills an enemy with a Combat action, make a Basic MIND roll: every other friendly Vampire within 3″ heals 1 Life Point per Ace.',
  'strigoi-tarot-reader/Minor Arcana':
    'When its spells are chosen, it also learns one more Cantrip, taken from a different Discipline it can use.',
  'strigoi-tarot-reader/Cartomancy':
    'Each time it casts a Cantrip successfully, it or a friendly character within 6″ regains 1 Will Point.',
  'strigoi-varcolac/Lunar Might': lunarMight,
  'strigoi-wallachian-impaler/Impaler':
    'Every enemy killed within 3″ of it raises its Fear and Vampiric Attack by 1 for the rest of the game.',
  'strigoi-al-naibii/The End is Near':
    'Each of its turns begins with it losing 2 Life Points and gaining +1 MOVE, DEXTERITY or ATTACK (your choice) for the rest of the game.',
  'strigoi-ferryman/Sculler':
    'Each character with this rule lets the gang take one more Gondola. It may deploy in water or on a Gondola, and re-rolls failed dice when it Rows.',
  'strigoi-ferryman/Dredge':
    'When it Rows, friendly Water Creatures in base contact with the Gondola as it sets off may come along: place them in base contact with it where it stops.',
  'strigoi-nosferatu/Shadow Walker':
    'Take a friendly Vampire within 1″ of him and set it down anywhere within 8″ of him, out of base contact with enemies. This provokes no Attacks of Opportunity.',
  'strigoi-romani/Tarot':
    'Gang building: when you field several Romani, each takes a different Discipline until all of them are covered.',
  'strigoi-sinker/Dead Weights':
    'It is not set up at the start: at the end of round 1, set it in water anywhere at least 3″ away from enemies in water. From then on it takes turns as normal.',
  'strigoi-starved-dhampir/Rejuvenated':
    'Starts the game with only 5 Life Points. Any turn it begins on 6 or more brings +1 MOVE, DEXTERITY, ATTACK and MIND until its next turn starts.',
  'strigoi-thrall/Bloodletting':
    'A friendly Vampire that starts its turn within 3″ may drink from it: the Vampire gains +1 Action Point this turn and the Thrall loses 4 Life Points. The Thrall must have at least 4 Life Points left, and this may kill it.',

  // Gifted
  'gifted-il-capitano/Stage Manager':
    'Two friendly characters in his sight make a Run/Climb at once; it may not take them into or out of base contact with an enemy.',
  'gifted-il-capitano/Troupe Leader':
    "Friendly Commedia dell'Arte characters have Companion (Il Capitano) while he is on the table, so they must use his MIND even when it is lower than their own.",
  'gifted-la-signora/Search of Satisfaction':
    'She regains 1 Will Point for every character, friend or foe, within 3″ of her.',
  'gifted-la-signora/Cheat':
    'Gang building: she gives up the Hero keyword when she is the gang’s only Leader, and gives up the Leader keyword instead when Il Capitano is in the gang.',
  'gifted-la-signora/All Eyes On Me':
    'At the start of each round, put one re-roll into a pool for each friendly character in her sight, herself included. Until the end of the round, friendly characters may spend them on any roll, one per die.',
  'gifted-the-duke/Disappear':
    'Usable only in base contact with enemies: all characters in base contact with him count as hit by a Smoke weapon, then he is placed anywhere within 12″ out of base contact. This provokes no Attacks of Opportunity.',
  'gifted-the-duke/Inspiring Hero':
    'Gang building: he gives up the Hero keyword when he is the gang’s only Leader, and gives up the Leader keyword instead when the gang has another Leader.',
  'gifted-artisan-elena/Fanged Visage': `Before deployment, another friendly character puts on one of her Masks for the whole game and gains Frenzied and Vampiric Attack (2), with its Will Points cut to 0, or First Strike (1) and Vampiric Attack (1). ${maskLimits}`,
  'gifted-black-spectre/Supernatural':
    'A character hit by its Spectral Touch makes its Protection Roll with MIND instead of PROTECTION, and has to re-roll its Aces if it failed its Fear test.',
  'gifted-burattino/Diminutive':
    'Treats the bases of all other characters as bigger than its own; this counts for Hunter, Grapple and Drown.',
  'gifted-fadhila/Protective Bubble':
    'Pick a number from 1 to 6: until the end of the round, every character, friend or foe, within that many inches of her has Universal Shielding (4) and Expert Protection (4).',
  'gifted-fate/The Other Side of the Coin': otherSideOfTheCoin,
  'gifted-fate/Aura of Inevitability':
    'Choose an enemy within 6″ in this character’s sight and make an Opposed MIND roll against it: on a win, the enemy loses 2 Will Points and 2 Life Points and this character regains 2 Will Points.',
  'gifted-francisco-de-lorme/Take the Oath': `Before deployment, another friendly character puts on his Mask for the whole game: it starts with 2 more Will Points and gains Companion (Francisco De Lorme), and friendly characters within 6″ and in its sight may spend its Will Points as their own. ${maskLimits}`,
  'gifted-harbinger-s-reflection/A Light in the Dark':
    'Whenever another character spends 2 Will Points of its own on one action, this character regains 2 Will Points. It may also spend more than 2 Will Points on a single roll.',
  'gifted-harbinger-s-reflection/Reflected Reality':
    'While it is alive, each time you draw Agendas, draw one more, look at them and discard one.',
  'gifted-harlequin/Mischievous':
    'Enemies within 3″ risk wasting Will Points: for each one they spend, roll a die, and on 7+ it is gone with no effect.',
  'gifted-harlequin/Maximum Fastness':
    'Modifiers can add at most +1 to its DEXTERITY; extra dice paid for with Will Points are not limited by this.',
  'gifted-il-mentore/Mask of Many Faces': `Before deployment, another friendly character puts on one of his Masks for the whole game and gains Pickpocket and Slippery, or Aerial Attack and Infiltration. ${maskLimits}`,
  'gifted-innamorati/Till Death Do Us Part':
    'Once it is down to 5 Life Points or fewer, it gains +2 ATTACK and Mindless.',
  'gifted-justice/The Other Side of the Coin': otherSideOfTheCoin,
  'gifted-justice/Justice Served':
    'During deployment, choose one enemy: Justice re-rolls all failed dice, the Destiny Dice included, when attacking it.',
  'gifted-marco-leontus/The Mask Makes the Noble': `Before deployment, another friendly character puts on one of his Masks for the whole game and gains either 2 more starting Command Points, or Boat Crew and Bodyguard (Leader). ${maskLimits}`,
  'gifted-maria-fioritura/Creative Creation':
    'She knows the spell Creative Creation besides her other spells: for 2 Will Points, Difficulty 7, it places a Painted Protector within 3″ of her, a friendly character that may take a turn this round.',
  'gifted-master-gerhard/Armourer': `Before deployment, another friendly character puts on one of his Masks for the whole game and gains either Universal Shielding (2), or 1 extra Damage (before the Protection Roll) whenever its Combat action deals Damage to a target with 0 Will Points left. ${maskLimits}`,
  'gifted-senshi-the-undying/Undying Deathseeker':
    'When Senshi is killed he stays on the table, though nothing can target or choose him. At the start of the next round he makes a Basic MIND roll (Will Points may help): with at least one Ace he comes back with 7 Life Points, otherwise he is removed.',
  'gifted-senshi-the-undying/Ronin': 'ORDER and COUNTER Commands can never be given to him.',
  'gifted-senshi-the-undying/Hōfuku Kōgeki':
    'If his Undying Deathseeker roll is a Critical, he also gets a free move: a 0 AP Attack of Opportunity against an enemy in base contact, or a 0 AP Run/Climb that must end in base contact with an enemy.',
  'gifted-solus-hydraea/Mask of Dagon': `Before deployment, another friendly character puts on one of her Masks for the whole game and gains Water Creature plus the Monster keyword, or else Fear (0) plus +1 ATTACK. ${maskLimits}`,
  'gifted-the-abberation/Slavering Horror':
    'May re-roll failed dice, though never the Destiny Dice, when it makes Combat, Drown or Grapple actions, Brave targets included.',
  'gifted-the-artist/Artistic Representation':
    'Once per turn, pay 1 Will Point to bring a removed friendly character back in base contact with him, with Bodyguard (The Artist), MIND 1 and 4 Life Points. It is removed again if it ends an activation farther than 3″ from The Artist, and no character comes back this way twice.',
  'gifted-the-mask-maker/Split Personalities':
    'At the start of each of his turns he puts on a mask and gains Fear (-2), Slippery, Vampiric Attack (2) or Water Creature until the start of his next turn.',
  'gifted-white-dove/Blinding Flash':
    'Place the Blast marker centred on White Dove: each enemy it touches, even partly, receives a Stunned counter.',
  'gifted-zovena-vela/Self-Immolate':
    'Her Fiery Explosion is always centred on herself, and she is hit by it like every other character under the marker.',
  'gifted-brighella/Always Scheming':
    'When a friendly Leader in his sight uses a Command, he gains +1 Action Point until the end of the round (still no more than 3 in a round).',
  'gifted-colombina/All According to Plan':
    'Once per round, when any character that can see her (herself included) is about to roll dice, you may skip the roll and score a single Ace instead.',
  'gifted-coviello/Annoying Tune':
    'Enemy characters within 3″ of him get -1 DEXTERITY, but they may re-roll one failed die in Combat actions against him.',
  'gifted-escaped-madman/Shattered Nexus':
    'When it drops to 0 Will Points, place the Blast marker on it once the action is over: every character under it, itself included, takes 3 Damage and makes its Protection Roll as usual. If it survives, it regains 3 Will Points.',
  'gifted-il-dottore/Bored to Inaction':
    'Characters within 3″ of him, friend or foe, get nothing from Commands or Command Abilities. He still benefits from Commands himself.',
  'gifted-mezzetino/Vindictive':
    'Once an enemy deals him Damage (before the Protection Roll), he may re-roll every failed die, the Destiny Dice included, whenever he makes a Combat action against that enemy, for the rest of the game.',
  'gifted-pantaleone/Hoarded Wealth':
    'When a round ends without him spending any Will Points, he gains 1 Will Point, even past his starting value.',
  'gifted-pierrot/Everyman':
    'When a friendly character within 6″ of a Pierrot is charged, you may swap it with a friendly Pierrot that is free of base contact with enemies, before any Attacks of Opportunity.',
  'gifted-scapino/Confusing Exit':
    'Whenever it disengages successfully, each enemy it was in base contact with receives a Stunned counter.',
  'gifted-starspawn/Thirsty':
    'Each time any character, friend or foe, casts a spell successfully, it regains 1 Will Point once the spell is resolved.',
  'gifted-the-demolitionist/Deathwish':
    'Cannot make Unarmed attacks, and a failed Combat action with its Bombs is always a Fumble.',
  'gifted-painted-protector/Watered Down': 'Dies if a round ends while it is in water.',
  'gifted-painted-protector/Work of Art':
    'Cannot be recruited into a gang and gives no Victory Points when killed. When it dies, the Maria Fioritura that created it regains 1 Will Point.',
};
