/**
 * What each Agenda asks, in our own words (shown to players). Keyed by the Agenda's printed name; the build
 * (tools/content-agendas.ts) checks that every Agenda of the data has a text and every text an Agenda.
 */
export const AGENDA_TEXTS: Readonly<Record<string, string>> = {
  'Heroic Duel': 'A Leader of your gang takes out an enemy Leader.',
  'Hostile Takeover': 'A Hero of your gang takes out an enemy Leader.',
  'Ideas Above Your Station': 'A Henchman of your gang takes out an enemy Leader or Hero.',
  'Inspiring Leadership': 'Your Leader stands in base contact with two enemies or more at the same moment.',
  Decoy: 'A Hero or Henchman of yours stands in base contact with three enemies or more at the same moment.',
  Bully: 'A Grapple of yours leaves the enemy in base contact with one of your characters.',
  'One-Person Army': 'One Leader of your gang takes out three enemies by itself.',
  'Cut Them Down': 'Your Heroes take out three enemies between them.',
  'Blood Frenzy': 'Your Henchmen take out three enemies between them.',
  'The Gods Guide Us': 'Three of your characters who began the game with Will Points have none left.',
  'Will be Done': 'Your gang spends 6 Will Points in a single round.',
  'Lead From the Front': 'Two of your characters who began the game with Command Points have none left.',
  'Following Orders': 'Your gang uses two Command Abilities in the same round.',
  'Scouting the Land':
    'Three of your characters stand at the same time 6″ or more above the ground, outside your deployment zone.',
  'Approach by Water':
    'Three of your characters without Water Creature are in the water at the same time, outside your deployment zone.',
  'Acrobatic Display': 'One of your characters lands three Jumps of 4″ or more during one of its turns.',
  'Watery Grave': 'An enemy is taken out by a Drown action of yours.',
  'Let the Tide Take Them': 'Your gang makes Drown actions against three different enemies.',
  'Death From Above': 'One of your characters charges from above twice.',
  'Draw Them In': 'One of your characters disengages twice.',
  'No Mercy': 'One enemy takes 8 Damage or more during the turn of one of your characters.',
  'Venetian Sniper': 'A Combat action of yours made from 6″ away or further takes out an enemy.',
  'Get Them Wet': 'Your Grapples throw two enemies into the water.',
  'Unholy Power': 'One of your characters casts three spells that work during one of its turns.',
  'Hold Ground': 'Three of your characters take the Guard action in the same round.',
  'Silence the Witch': 'Your gang tries to Dispel three enemy spells.',
  'Follow Your Fate': 'Your gang re-rolls six dice in a single round.',
  'Over the Rooftops': 'Your characters land four Jumps of 4″ or more in a single round.',
  'Keep the Monsters at Bay': 'One of your characters takes out an enemy on a larger base than its own.',
  "Don't Let Them Hide": 'One of your characters takes out an enemy that was in cover.',
  'Get to Ground': 'Your characters make three controlled landings in a single round.',
  Daredevil: 'One of your characters falls 6″ or more and lives.',
  'High Dive': 'Your characters fall into the water three times.',
  'Aquatic Attack': 'Your characters make three Dive actions in a single round.',
  'Hold Your Breath': 'One of your characters makes a Dive action in two rounds running.',
};
