/**
 * Player-facing texts, in our own words, for the unique abilities (and Command Abilities) of every profile: The
 * Guild's and Rashaar's here, the other factions' in their own files (unique-abilities-*.ts), merged below. Keyed
 * `profileId/abilityName`. `npm run content:build` copies them into `src/content/data/profiles.json`. An ability the
 * engine does not play yet still has its text: the card says "not played yet" beside it (rules `notPlayedYet`).
 */
import { PATRICIANS_DOCTORS_TEXTS } from './unique-abilities-patricians-doctors.ts';
import { STRIGOI_GIFTED_TEXTS } from './unique-abilities-strigoi-gifted.ts';
import { VATICAN_TEXTS } from './unique-abilities-vatican.ts';

const bloodRights =
  'Action: one character within 3″, friend or foe, loses 1 Life Point and this character regains 1 Will Point.';
const dragOnDrown = 'Re-roll any failed dice on its Drown actions.';
const serpentine =
  'Slips through gaps down to 2″ wide, narrower than its base, as long as it fits where it stops.';
const partOfTheWhole =
  'Only taken together with the Emissary of Mother Hydra and must stay near it: after each enemy turn it is moved back within 6″ of the Emissary (this is neither a charge nor a disengage). It dies when the Emissary dies.';
const doAsISay =
  'Other friendly End of Days characters lose Mindless for the whole game, even after this character dies. It stays Mindless itself.';
const deployAnywhere =
  'May be deployed anywhere at ground level, at least 6″ from enemy characters and Objectives.';

export const UNIQUE_ABILITY_TEXTS: Readonly<Record<string, string>> = {
  // The Guild
  'the-guild-capodecina/Fight For The Guild!':
    'Choose a friendly Trade character in sight. For the rest of the game its Companion ability gives back 2 Will Points instead of 1.',
  'the-guild-capodecina/Rise Up':
    'While this character is on the table, friendly Trade characters count as having Companion (Trade).',
  'the-guild-harbourmaster/Born to Swim':
    'While this character is on the table, other friendly characters gain Fast Swimmer (2); those that already have Fast Swimmer add 2 to it.',
  'the-guild-harbourmaster/Toughen Up':
    'Friendly characters within 6″ gain Expert Protection (3) until the end of the round.',
  'the-guild-king-for-a-day/Start the Horrorshow!':
    'Friendly End of Days characters in sight gain +1 ATTACK until the end of the round.',
  'the-guild-king-for-a-day/Do As I Say, Not As I Do': doAsISay,
  "the-guild-madame/Don't Let Them Take You!":
    'Another friendly character in sight within 3″ gains Parry (2) for the rest of the game.',
  'the-guild-madame/My Girls & Boys':
    'While this character is on the table, friendly House of Virtue characters have Companion (House of Virtue).',
  "the-guild-madame/Strike When They're Vulnerable":
    'Until the end of the round, the weapons of other friendly House of Virtue characters in sight get Penetration -2.',
  'the-guild-mira-o-shea/A Bounty Worth Taking':
    'Every enemy killed by a friendly character she can see adds a coin to a shared purse. At the start of a friendly turn, pay 1 coin each for: Aerial Attack, Acrobatic (2), Fast Swimmer (2), First Strike (1), 1 Will Point or 1 Command Point (each choice once per turn).',
  'the-guild-mira-o-shea/A Stately Ransom':
    'Until the end of the round, each enemy killed pays 1 coin into her purse, or 2 coins if she can see it.',
  "the-guild-mira-o-shea/Pirate's Retinue":
    "All friendly characters gain Companion (Mira O'Shea) but lose the Trade, End of Days and House of Virtue keywords.",
  'the-guild-ostrich-king/Do As I Say, Not As I Do': doAsISay,
  'the-guild-ostrich-king/Full Tilt!':
    'Friendly End of Days characters in sight gain +1 MOVE until the end of the round.',
  'the-guild-prince-of-thieves/Thieves Guild Training':
    'One friendly character within 6″ gains Pickpocket for the rest of the game.',
  'the-guild-prince-of-thieves/Take it for the Guild!':
    'Friendly characters he can see regain 2 Will Points instead of 1 when their Pickpocket works.',
  'the-guild-prince-of-thieves/A Hero Among Thieves':
    'Gang building: he is the Leader when no one else is; when the gang has another Leader he is a Hero instead.',
  'the-guild-baba-yaga/Blood Rights': bloodRights,
  'the-guild-baroni/Intimidation':
    'Friendly characters within 3″ gain First Strike (1) until the end of the round.',
  'the-guild-baroni/Twin Pistols':
    'Both pistol lines share one Reload: each round he may fire the single Duelling Pistol twice or the Twin Duelling Pistols once.',
  'the-guild-baroni/Unwieldy':
    'The Twin Duelling Pistols may only be used for the first action of his turn, Attacks of Opportunity included.',
  'the-guild-black-lamp/Rally to the Light!':
    'Friendly characters in sight gain Brave and Companion (Black Lamp) until the end of the round.',
  'the-guild-black-lamp/The Lamp':
    'Dispels as if it were Mage (3) with Expert Sorcerer (3). Enemy characters within 3″ of it cannot spend Will Points.',
  'the-guild-blood-matron/Go For The Eyes':
    'A Stunned counter from a Critical with her Pithing Needle stays for the rest of the game; nothing can remove it.',
  'the-guild-blood-matron/Prey Upon':
    'Before the game, name one enemy as her Prey. Her Combat actions against it are Critical whenever the Destiny Dice shows 9 or 10 and at least one other die is an Ace.',
  'the-guild-bloodletter/Magic for Blood':
    'Every successful Cast Spell action heals it 2 Life Points, even above its starting value.',
  'the-guild-bloodletter/Blood for Magic':
    'At the start of its turn it may turn up to 3 Life Points into as many Will Points.',
  'the-guild-brewer/Fancy a Tipple?':
    'Friendly characters within 3″ gain Brave and First Strike (1) until the end of the round.',
  'the-guild-brewer/Keep it Flowing':
    'May make Drown actions against enemies in base contact even when they are not in water.',
  'the-guild-brewer/Flambé':
    'The Flaming Bottles only work while it is within 3″ of a Pulcinella Firebreather.',
  'the-guild-brute/Thick Skull': 'Never receives Stunned counters.',
  'the-guild-dancer/Communicative Dance':
    'Choose a friendly character within 3″ and a different friendly House of Virtue character in sight: both make a Run/Climb at once. They may disengage with it, but not charge.',
  'the-guild-death-duelist/Victory Rush':
    'When it kills an enemy with a Combat action, choose one: +1 Action Point, heal 4 Life Points, or regain 2 Will Points.',
  'the-guild-ebenezer-chummage/Hearty Fish Soup':
    'Friendly Trade characters within 6″ gain Brave and Expert Protection (1) until the end of his next turn.',
  'the-guild-ebenezer-chummage/A Choice Cut': 'Each time he kills a Monster, he regains 1 Command Point.',
  'the-guild-ebenezer-chummage/Gifts of Dried Meats':
    'He starts with 3 Dried Meats. At the end of his activation he may hand one to a friendly character in base contact, healing it 2 Life Points.',
  'the-guild-fisherman/Bring it Down!':
    'One friendly character within 6″ gains Hunter for the rest of the game.',
  'the-guild-ostrich-chariot/Uncoordinated Assault':
    'After a Combat action it may make a free (0 AP) Attack of Opportunity with a weapon it did not just use. That attack never provokes further Attacks of Opportunity and is not a charge.',
  'the-guild-ostrich-chariot/Levatevi di Mezzo, Imbecilli!':
    'Its Run/Climb may pass over other characters (not stop on them) and ignores disengaging. Then it makes a Basic DEXTERITY roll: for each Ace, everyone it passed over, friend or foe, loses 1 Life Point; a Fumble Stuns the Chariot.',
  'the-guild-recruiter/Extortion':
    'Friendly Henchmen within 6″ gain Bodyguard (Hero) until the end of the round.',
  'the-guild-recruiter/Instigator':
    'Friendly characters with Companion (Trade) within 6″ of any character with this rule gain +1 ATTACK; those with the rule do not.',
  'the-guild-seamstress/Entwined Magics':
    'The extra spells from Expert Sorcerer may come from any Discipline it can use, without an extra Cantrip.',
  'the-guild-shadow-assassin/Fade to the Shadow':
    'Action: when within 1″ of Vertical Terrain, take it off the table and set it down at ground level within 1″ of another piece of Vertical Terrain, at least 6″ from every enemy.',
  'the-guild-smuggler/Smuggling':
    'Each time you achieve an Agenda, one friendly character within 6″ and in sight regains 1 Command Point.',
  'the-guild-thief/Get to the Roof':
    'One friendly Henchman within 6″ gains Acrobatic (3) for the rest of the game.',
  'the-guild-very-loud-ostrich/Toot Toot Toot... Charge!':
    'Up to two friendly characters within 3″ make a Run/Climb at once, each ending in a charge (not necessarily against the same enemy).',
  'the-guild-very-loud-ostrich/Doot':
    'Each time it attacks with its Trumpet, every friendly character within 3″ regains 1 Will Point.',
  'the-guild-whaler/Get Over Here':
    'The Knockback of the Whaling Lance moves the target in any direction the Whaler picks.',
  'the-guild-witch/Blood Rights': bloodRights,
  'the-guild-beggar/Whispers on the Street':
    'At the start of each round, add one re-roll to the Mob Mentality pool for each friendly character with this rule; friendly characters may spend them this round, one per die.',
  'the-guild-beggar/Hidden in Plain Sight': deployAnywhere,
  'the-guild-blood-courier/Transfusion':
    'Once per turn, pay 1 Will Point: a friendly character in base contact heals 1 Life Point, or an enemy in base contact loses 1 Life Point (if that kills it, regain 2 Will Points).',
  'the-guild-blood-courier/Bucket of Blood':
    'When spells are chosen, it keeps one Blood Rites spell that no friendly Mage knows. Any friendly Mage that can see it may cast that spell as if it knew it.',
  'the-guild-blooded/Living Sacrifice':
    'Friendly House of Virtue characters within 6″ and in sight may spend its Life Points as their own Will Points, 2 Life Points for each Will Point, even if that kills it. If the Will Point that kills it goes into a Cast Spell, that Destiny Dice counts as a 10.',
  'the-guild-dog-keeper/"Encouragement"': 'Can give ORDER and COUNTER Commands to Henchmen only.',
  'the-guild-gondolier/Sculler':
    'Each character with this rule lets the gang take one more Gondola. It may deploy in water or on a Gondola, and re-rolls failed dice when it Rows.',
  'the-guild-indebted/Paying Off My Debts':
    'When it kills an enemy with a Combat action, add one re-roll to the Mob Mentality pool.',
  'the-guild-poacher/Rope Arrow':
    'Action: pick a point on Vertical Terrain within 12″ and at least 1″ lower than this character, and slide down to it along a rope.',

  // Rashaar
  'rashaar-magi-rashaar/Fury of Dagon':
    'One friendly character in sight within 6″ gains First Strike (2) until the end of its next turn.',
  'rashaar-magi-rashaar/Rent-born':
    'Once per round, one friendly Mage (this one included) pays 1 Will Point less for a spell (never below 0).',
  'rashaar-paartul-matriarch/Birth':
    'Place a new Crybaby within 6″. It is a normal friendly character and may activate this round.',
  'rashaar-paartul-matriarch/Matriarch':
    'While this character is on the table, friendly Feral characters have Companion (Leader).',
  'rashaar-paartul-matriarch/Postpartum':
    'If one or more Crybabies die within 6″ of her, she gains +3 ATTACK until the end of the round.',
  'rashaar-sir-tiburcio/Shield to the Enlightened':
    'Friendly characters within 3″ gain Universal Shielding (3) until the end of the round; friendly Feral characters among them also gain Expert Protection (1).',
  'rashaar-sir-tiburcio/Vatican Apostate':
    'May re-roll the Destiny Dice of his Attack Rolls and Protection Rolls.',
  'rashaar-sir-tiburcio/Dead Weight':
    'In water he gets +1 PROTECTION (besides any cover), but he can never Dive.',
  'rashaar-thalidraur/Hide of The Deep':
    'Friendly characters within 3″ gain Expert Protection (2) until the end of the round.',
  'rashaar-thalidraur/Foetid Pheromones':
    'Other friendly characters that begin their activation within 6″ gain First Strike (1) for that activation.',
  'rashaar-thalidraur/Lead Through Fear':
    'Each time another character, friend or foe, dies within 6″, it regains 1 Command Point and 1 Will Point.',
  "rashaar-the-flame-that-burns-underwater/Hydra's Gifts":
    'Every other character within 2″, friend or foe, loses 2 Life Points and gains +2 DEXTERITY until the end of the round.',
  'rashaar-the-flame-that-burns-underwater/Dragging Down': dragOnDrown,
  'rashaar-the-flame-that-burns-underwater/Brawling Tentacles':
    'Its Brawling Tentacles roll one attack that applies to every character in base contact, friend or foe.',
  'rashaar-voice-of-dagon/Blessing of Dagon':
    'Friendly characters within 6″ gain Expert Offence (2) until the end of the round.',
  'rashaar-voice-of-dagon/Herald of an Old God':
    'Whenever it gives an ORDER or COUNTER, roll a die: on 7+ it keeps the Command Point.',
  'rashaar-caandru-eel/Patient Hunter':
    'A charge that leaves the water during the same action counts as a charge from above.',
  'rashaar-cult-enforcer/Bolster Your Faith':
    'Friendly characters within 3″ gain +1 PROTECTION until the end of the round.',
  'rashaar-dagonite-priest/Sacrifice':
    'Regains 1 Will Point for each Life Point its Sacrificial Dagger takes. It may attack friendly characters.',
  'rashaar-demagogue/Prove Yourselves to Dagon!':
    'Until the end of the round, friendly characters that start a Run/Climb within 6″ move 2″ further when that move is a charge.',
  'rashaar-demagogue/Eldritch Incense':
    'Friendly characters attacking within 3″ of it gain Fear (0) for that attack.',
  'rashaar-demagogue/Burned Flesh':
    'When the target of a Burning Brand hit gets no Protection Roll, the hit deals 2 more Damage.',
  'rashaar-emissary-of-mother-hydra/Grasp of the Abyss':
    'Comes with one Maw, Lash, Dagger and Thorn Tentacle, which count as Henchmen (12 more Ducats brings two of each). After its activation, its surviving Tentacles are placed within 3″ of it.',
  'rashaar-emissary-of-mother-hydra/Rip Apart':
    'When one of its Tentacles kills an enemy, it regains 1 Will Point.',
  'rashaar-emissary-of-mother-hydra/Serpentine': serpentine,
  'rashaar-handler/Herding':
    'Friendly Monsters that begin a Run/Climb within 2″ of a Handler move 2″ further in that action.',
  'rashaar-handler/Encouragement':
    'Friendly Feral characters that begin a turn within 6″ of a Handler, and in its sight, pass their Primitive roll without rolling.',
  'rashaar-krakenhost/Spawn':
    'Once per round, while it has 4 or more Life Points, pay 3 Life Points to place a new Infant Kraken touching it. The newcomer is a normal friendly character and may activate this round.',
  'rashaar-krakenhost/Living Vessel':
    'When it dies, make a Basic MIND roll: place one Infant Kraken touching it, plus one more per Ace, each touching a Kraken already placed. They may activate this round.',
  'rashaar-mature-kraken/Climbing Suckers':
    'A Fumble on its Run/Climb DEXTERITY rolls counts as an ordinary Fail.',
  'rashaar-morgraur/Serpentine': serpentine,
  'rashaar-morgraur/Swallow Whole':
    'When one of its attacks (not an Attack of Opportunity) scores 5 or more Aces against a character on a base of 40mm or less, that character is killed at once, with no Damage worked out.',
  'rashaar-paliaa/Gift of the Elder Gods':
    'Until the end of the round, friendly Henchmen gain +1 ATTACK while within 6″ of, and in sight of, another friendly Monster.',
  'rashaar-salaacia/Dimensional Pool':
    'After a Water Portal attack the Blast marker stays, and the ground under it counts as water until the end of the round.',
  'rashaar-salaacia/Gusher':
    'May Drown enemies whether they are in water or not, with +2 ATTACK on Drown actions.',
  'rashaar-secreting-myxin/Mucus':
    '+4 DEXTERITY against Combat actions made from within 3″ (Attacks of Opportunity too). Enemies within 3″ get -1 MOVE and -1 DEXTERITY.',
  'rashaar-sirena/Hypnotic Song': 'Enemy characters within 6″ get -2 MIND until the end of the round.',
  'rashaar-sirena/Dragging Down': dragOnDrown,
  'rashaar-tainted-maw/Drag to the Depths':
    'When a Mutated Limbs attack makes an enemy lose Life Points, pull that enemy into base contact (no Attacks of Opportunity).',
  'rashaar-the-drowned-nun/Dagonite Baptism':
    'An extra spell she always knows: an enemy in sight within 3″ loses as many Life Points as the Aces rolled, plus 1.',
  'rashaar-the-drowned-nun/Fanaticism For Dagon':
    'Each friendly character within 3″ that she can see loses 1 Life Point and is Frenzied until the end of the round.',
  'rashaar-the-drowned-nun/Truth of Dagon':
    'When an enemy in her sight loses Life Points to a Drown action or to Dagonite Baptism, it makes a Basic MIND roll and is Stunned if it scores no Ace.',
  'rashaar-aglaope/Dragging Down': dragOnDrown,
  'rashaar-bouncing-telchine/Leaper': 'Its successful Jumps carry it 2″ further.',
  'rashaar-bulbous-toad/Barbed Tongue':
    'The Knockback of the Tongue Harpoon pulls the target towards the Toad instead of pushing it away.',
  'rashaar-bulbous-toad/Feeder':
    'Its Vampiric Attack works even when it is not in base contact with its target.',
  'rashaar-crybaby/Bait':
    'Friendly characters may attack it as if it were an enemy; a friendly character that kills it loses Mindless for the rest of the game.',
  'rashaar-crybaby/Piercing Wail': 'Enemy characters within 6″ get -1 DEXTERITY.',
  'rashaar-crybaby/Unsightly': deployAnywhere,
  'rashaar-dagger-tentacle/Part of the Whole': partOfTheWhole,
  'rashaar-hellhound/Climber': 'Its Climb rolls always count at least one Ace.',
  'rashaar-infant-kraken/One Mind': '+1 ATTACK for each other Infant Kraken in base contact with its target.',
  'rashaar-infant-kraken/Writhe Inside':
    'After it deals Damage to an enemy (after the Protection Roll), you may remove it as if killed and lodge it in that enemy, which then counts as Stunned for the rest of the game.',
  'rashaar-lash-tentacle/Part of the Whole': partOfTheWhole,
  'rashaar-maw-tentacle/Part of the Whole': partOfTheWhole,
  'rashaar-slave/Feast For Dagon':
    'If it ends its turn in base contact with a friendly Monster, you may remove it as a casualty and heal that Monster 5 Life Points.',
  'rashaar-thorn-tentacle/Part of the Whole': partOfTheWhole,
  'rashaar-wet-nurse/Surrogate':
    'Friendly Hydra characters within 6″ and in sight may spend its Will Points.',
  'rashaar-wet-nurse/Kraken Nurse':
    'Each time a new Infant Kraken is placed in its sight, it regains 1 spent Will Point.',
  ...STRIGOI_GIFTED_TEXTS,
  ...VATICAN_TEXTS,
  ...PATRICIANS_DOCTORS_TEXTS,
};

/** The factions whose unique abilities all have texts (every faction). */
export const FACTIONS_WITH_TEXTS: readonly string[] = [
  'The Guild',
  'Rashaar',
  'Strigoi',
  'The Vatican',
  'Patricians',
  'The Doctors',
  'Gifted',
];
