/**
 * Player-facing texts, in our own words, for the unique abilities (and Command Abilities) of The Vatican's
 * profiles. Keyed `profileId/abilityName`; `unique-abilities.ts` merges them into `UNIQUE_ABILITY_TEXTS`.
 */

const fullPlate =
  'If it enters water it receives a Stunned counter, which it keeps until it finishes a turn outside water.';
const stoneskin =
  'Every time it takes Damage, reduce it by 3, to a minimum of 1. Against a Poisoned weapon it rolls 2 dice to shrug off the poison and keeps the one it prefers.';
const stigmata =
  'For each Life Point it spends as a Will Point (Frenzied), it may re-roll one die in that action, the Destiny Dice included. If the action is a Combat action, its Hands of God has Penetration -3 for it.';
const serpentine =
  'Slips through gaps down to 2″ wide, narrower than its base, as long as it fits where it stops.';

export const VATICAN_TEXTS: Readonly<Record<string, string>> = {
  'the-vatican-exorcist/Fear the Lord':
    'Choose an enemy character within 6″. Until the end of the round, any character making a Combat action against it gains Fear (-2).',
  'the-vatican-exorcist/Helm of Penitence':
    'May try to Dispel spells as if it were Mage (3). Enemy characters within 3″ of it cannot spend Will Points.',
  'the-vatican-exorcist/Exorcism':
    'Each time its Divine Touch deals at least 1 Damage, the target loses 1 Will Point; if the target has no Will Points left, the attack deals +3 Damage instead.',
  'the-vatican-father-cesta/Gates of Heaven':
    'Until the end of the round, each Will Point spent to add dice to a roll by a friendly Construct in sight within 6″ counts as 2.',
  'the-vatican-father-cesta/Impart Will': 'Every friendly Construct begins the game with 1 extra Will Point.',
  'the-vatican-father-cesta/Masterful Summoning':
    'For the rest of the game, friendly Constructs are not Mindless, even once he has been killed.',
  'the-vatican-inquisitor/For the Glory of God':
    'Until the end of the round, friendly characters within 3″ gain Expert Offence (2).',
  'the-vatican-inquisitor/Stigmata': stigmata,
  'the-vatican-knight-commander/Full Plate': fullPlate,
  'the-vatican-knight-commander/Fight Until the Last':
    'Use it as the round begins, before rolling initiative: choose a friendly character in sight within 6″. If it drops to 0 Life Points before its turn, it stays on the table until it has taken that turn.',
  'the-vatican-knight-commander/Destined For Victory':
    'As long as he is on the table, friendly Hospitaller characters may re-roll the Destiny Dice too whenever they make re-rolls.',
  'the-vatican-patriarch-bishop-de-bernis/He Will Strengthen You and Protect You':
    'Until the end of the round, friendly characters within 3″ gain Universal Shielding (3).',
  'the-vatican-patriarch-bishop-de-bernis/Patriarch Bishop':
    'While in his sight, friendly Vatican characters have Companion (Leader).',
  'the-vatican-angel-of-the-blooded-rose/Born of Blood':
    'Each time a character, friend or foe, is killed within 3″, it heals 3 Life Points.',
  'the-vatican-angel-of-the-blooded-rose/Heavenly Vision':
    'Whenever a friendly character in sight within 6″ regains Will Points, it regains 1 more.',
  'the-vatican-avignon-guard/Full Plate': fullPlate,
  'the-vatican-baptist/Blessed Water':
    'Put the Blast marker over water in sight within 8″ until the end of the round. Friendly characters treat the area under it as solid ground and enemy characters as water; Water Creatures at least partly on it can be Drowned.',
  'the-vatican-burning-saint/Full Plate': fullPlate,
  'the-vatican-burning-saint/Walk Through The Fire And You Will Not Be Burned':
    'When the round ends, the Blast marker is centred on her and each enemy character it touches, within 1″ of her vertically, loses 3 Life Points. Entering water cancels it, and no character is caught by it more than once a round, however many Saints use it.',
  'the-vatican-conventual-chaplain/Psychic Communion':
    'This character, and every character that has it in sight, may use ORDER and COUNTER Commands without the usual line of sight limits.',
  'the-vatican-cross-bearing-deacon/Holy Relic':
    'Other friendly characters that begin their turn within 6″ of it regain 1 Will Point.',
  'the-vatican-cross-bearing-deacon/Righteous Zeal': 'Friendly characters gain Brave while in its sight.',
  'the-vatican-divine-seraphim/Burn With The Fire of Charity':
    'Friendly characters within 6″ are unaffected by Stun and Poisoned weapons and by their own Full Plate. At the end of each friendly turn, friendly characters within 6″ lose their Stunned counters.',
  'the-vatican-eater-of-sin/Let Your Sins Be Absolved':
    'When its Compelled Confession deals at least 1 Damage, the target loses 1 Will Point as well.',
  'the-vatican-eater-of-sin/He Searches Your Soul Alone':
    "Enemy characters that have it in sight must use their own MIND; they cannot borrow another character's, for example through Companion.",
  'the-vatican-eater-of-sin/Communion for the Sinless':
    'Each time it kills an enemy with no Will Points left, it regains 2 Will Points.',
  'the-vatican-executioner/Bifurcation':
    "When an Executioner's Axe attack (not an Attack of Opportunity) scores 4 or more Aces against a character on a base of 40mm or less, that character loses half its remaining Life Points, rounded up, instead of taking normal Damage.",
  'the-vatican-father-baumgartner/Put it Through the Heart!':
    'Choose a friendly character in sight within 12″: one of its weapons gains Penetration -4 until the end of the round.',
  'the-vatican-father-baumgartner/Renewed Vigour':
    'Each time he kills an enemy, his Will Points go back to full.',
  'the-vatican-galilean-priest/Water Affinity':
    'Knows Waves of Force on top of its usual spells, whichever Discipline it takes them from, and may cast spells while in water.',
  'the-vatican-gethsemane/Stoneskin': stoneskin,
  'the-vatican-gethsemane/Feline Indifference':
    'Spells cannot target it and magic has no effect on it, though other characters caught by the same magic are affected as usual.',
  'the-vatican-gethsemane/Serpentine': serpentine,
  'the-vatican-gethsemane/Atonement from Above':
    'If it would take Damage from falling, every other character within 3″, friend or foe, first takes the same amount (counted before Stoneskin). When it charges from above it may land on top of characters, whose owners then move them into base contact with it.',
  'the-vatican-golgotha/Stoneskin': stoneskin,
  'the-vatican-inquisition-commissioner/Look With Satisfaction Upon My Enemies':
    'Until the end of the round, friendly characters within 3″ gain Parry (2).',
  'the-vatican-knight-of-the-holy-sepulchre/Full Plate': fullPlate,
  'the-vatican-knight-of-the-holy-sepulchre/Hasten Your Steps, The Unfaithful Must Be Cleansed':
    'Until the end of the round, other friendly characters within 3″ gain +1 MOVE.',
  'the-vatican-paladin-of-saint-lazarus/Resurrection':
    'When killed it stays on the table. At the start of the next round it makes a Basic MIND roll (Will Points may be spent): with at least one Ace it is back on its feet with 5 Life Points and gains Berserk for the rest of the game, otherwise it is removed.',
  'the-vatican-prelate-of-the-flaming-sword/Burning Aura':
    'The weapons of other friendly characters within 3″ gain Penetration -2.',
  'the-vatican-scorpio-marksman/Unwieldy':
    'The Scorpio may only be used for the first action of its turn, Attacks of Opportunity included.',
  'the-vatican-sepulchral-vanguard/I will guard against thee, Witch':
    'May try to Dispel spells as if it were Mage (1). Enemy characters in base contact with it cannot spend Will Points.',
  'the-vatican-seraph/Holy Grace':
    'Each successful Combat action, before the Protection Roll, moves 1 Will Point from the target to this character, even beyond its starting Will Points.',
  'the-vatican-silere-priest/Keeper of the Fire of the Persecution':
    'The weapons of other friendly characters within 3″ deal +1 Damage.',
  'the-vatican-stigmatist/Stigmata': stigmata,
  'the-vatican-summoner-priest/Come Let Us Make Bricks and Burn Them Thoroughly':
    'Take a friendly Construct off the table and set it down within 3″ of this character; its Life Points do not change.',
  'the-vatican-throne/Cosmic Harmony':
    'As its turn begins, pick a friendly character in sight within 6″: that character and this one each regain 1 Command Point.',
  'the-vatican-throne/Be Thou Afraid?':
    "When an enemy scores no Aces on its Basic MIND roll against this character's Fear, it loses 1 Will Point as well.",
  'the-vatican-venator-of-devotion/Full Plate': fullPlate,
  'the-vatican-venator-of-devotion/Killing Blow':
    'When its attack leaves an enemy below 0 Life Points, this character regains all of its Will Points.',
  'the-vatican-altar-boy/Spurring Incense':
    'Until the end of the round, a friendly character that starts an action within 6″ of it and in its sight has First Strike (2) during that action and any Attacks of Opportunity it causes.',
  'the-vatican-altar-boy/Censer Bearer':
    'Friendly characters that start their turn within 6″ and in its sight regain 1 Will Point. Characters with Censer Bearer get nothing from it, and no character benefits from more than one Censer Bearer a turn.',
  'the-vatican-celestial-congregation/Ensoul':
    'Once per turn it pays 3 Life Points, even if that kills it: another friendly Construct without Ensoul heals 3 Life Points, or 5 when this costs the Congregation its last Life Points.',
  'the-vatican-celestial-spirit/Enspirit':
    'May give an ORDER to a friendly Construct for 4 Life Points rather than 1 Command Point, even if that kills it. If those were its last Life Points, the Construct also regains 1 Will Point.',
  "the-vatican-cherubim/Living Proof of God's Majesty":
    'Any friendly character with a Companion ability of any kind gets Companion (Cherubim) as well.',
  'the-vatican-lacrimosa/Candid Soul':
    'Every Life Point it pays as a Will Point (Frenzied) heals 1 Life Point on each other friendly character within 3″, except those with Candid Soul.',
  'the-vatican-reliquary-page/Relics of Malta':
    'Once during each of its turns, every friendly character within 6″ of a character with this rule, and in its sight, may re-roll one die; the Page benefits too.',
  'the-vatican-stalker/Pursuit':
    "A COUNTER that gives it an extra action costs no Command Point, but still counts as the giver's COUNTER for the round.",
  'the-vatican-thalassic-messenger/Living Tide': 'Re-rolls any failed dice on its Drown and Dive actions.',
  'the-vatican-theophant-of-sinai/Living Flame': 'Drown actions make it lose twice as many Life Points.',
  'the-vatican-theophant-of-sinai/Infernal Ally':
    'While it stands on solid ground, enemy characters that end their turn in base contact with it lose 1 Life Point.',
  'the-vatican-thomas-thieme/Vampire Hunter':
    'Against a target with no Will Points left, he may re-roll every die of his Combat actions, the Destiny Dice included.',
  'the-vatican-witch-finder/Suffer Not a Witch':
    'May try to Dispel spells as if it were Mage (2). Enemy characters in base contact with it cannot spend Will Points.',
};
