/**
 * What each spell does, in our own words (shown to players in the spell list, the targeting preview and the log).
 * Keys are the spells' names as printed; `npm run content:build` copies them into `data/spells.json`. X is the
 * caster's Mage (X) level (rulebook "Magic"), raised by 1 on a Critical.
 */
export const SPELL_TEXTS: Readonly<Record<string, string>> = {
  // Divinity
  'Cantrip of the Sun': 'A friend in sight within 6″ heals 1 Life Point and regains 1 Will Point.',
  'Protection of the Eye':
    'A friend in sight within 6″ gets Universal Shielding (X + 3) until the end of its next turn.',
  'Eldritch Armour': 'A friend in sight within 6″ gets +X PROTECTION until the end of its next turn.',
  Rejuvenation:
    'Share out as many Life Points as the Aces rolled plus X among characters in sight within 12″: each heals its share.',
  'Holy Light': 'Every enemy Mage within 6″ is Stunned and loses X Life Points.',
  'Defender of Destiny':
    'Every friend within 6″ of the caster gets Parry (X) and Expert Protection (X) until the round ends.',
  'Aqua Curitiva':
    'A Blast marker goes under a friend in sight within 6″. When the round ends, friends on it heal X + 2 Life Points and enemies on it are Stunned; then it is taken away.',
  // Fateweaving
  'Cantrip of the Stars':
    'Until the caster’s next turn begins, one Destiny Dice of its gang may be rolled again, once.',
  "Marksman's Fortune":
    'A character in sight within 18″: until the round ends, the Reload (X) of its weapons goes up or down by 1, as the caster picks.',
  'Otherworldly Oddity':
    'An empty piece of terrain in sight within 12″, no more than 6″ across: until the caster’s next turn, friends on it move as if Acrobatic (X) and enemies cannot enter it.',
  'Blessing of the Sky':
    'A friend in sight within 6″ shares X points among its ATTACK, DEXTERITY and MIND until the end of its next turn (one Blessing at a time).',
  'Curse of the Rent':
    'An enemy in sight within 6″ loses X points among its ATTACK, DEXTERITY and MIND until the end of its next turn (one Curse at a time).',
  'Glimpse of Glory':
    'A friend in sight within 6″ gets Parry (X), Expert Offence (X), Expert Marksman (X) and Expert Protection (X) until the end of its next turn.',
  "Fate's Bounty":
    'The caster gains as many re-rolls as the Aces rolled plus X, for any dice but a Destiny Dice, until its next turn begins.',
  // Runes of Sovereignty
  'Cantrip of the Chariot':
    'A friend in sight within 6″ and out of base contact with enemies makes a Run/Climb at once, ending out of base contact with enemies.',
  'Renewed Vigour':
    'X friends in sight within 12″ lose their Stunned counters and cannot be Stunned this round.',
  'Fiery Rhetoric': 'A friend in sight within 1″ regains 1 Command Point.',
  'Waves of Force':
    'A line from a point of water within 6″ to a second point within 6″ of it: everyone it touches, up to 3″ above the water, is grappled with the spell’s Aces.',
  'Walk Between Worlds':
    'A friend in sight within 6″ becomes Ethereal and Slippery and may Fly until the end of its next turn.',
  'Ice Lock':
    'A Blast marker on water in sight within 8″: everyone on it is Stunned and pushed off by the shortest way; until the round ends it is solid ground.',
  Madness:
    'An enemy in sight within 3″ at once makes one action that the caster’s player picks and rolls, as if it were a friend; it does not count toward its Action Points.',
  // Wild Magic
  'Cantrip of Justice':
    'The caster at once casts, for no Action Point but its Will Point cost, a spell known by another Mage it can see, friend or foe.',
  'They Sleep Underwater': 'X friends in sight within 12″ get Fast Swimmer (X) until the round ends.',
  Healing: 'A friend in sight within 6″ heals X Life Points.',
  'Summon Vermin':
    'A Blast marker over an enemy in sight within 12″: it takes Damage equal to the Aces plus X, and everyone else under the marker takes X − 1 Damage.',
  Gateway:
    'A character within 1″ is set down on solid ground anywhere within 8″, out of base contact; nobody makes an Attack of Opportunity.',
  Groundsnap:
    'A Blast marker on solid ground in sight within 8″: everyone under it takes X Damage and is pushed off by the shortest way; the spot cannot be entered until the round ends.',
  'Sunder Armour': 'An enemy in sight within 6″ has 3 + X less PROTECTION until the round ends.',
  // Blood Rites
  'Cantrip of the Devil':
    'An enemy in sight within 3″ loses 1 Life Point, or takes 2 Damage with Penetration −2, as the caster picks.',
  'Boiling Veins':
    'An enemy in sight within 8″ takes Damage equal to the Aces less X, with Penetration −X. If it dies of it, everyone within a Blast marker on it loses as many Life Points as the Aces.',
  Bloodlust:
    'A character in sight within 6″ (usually a friend) gives up 1 Life Point for +X ATTACK until the end of its next turn.',
  'Blood Drain':
    'An enemy in sight within 6″ takes X Damage with Penetration −4; if it loses a Life Point, every friend within 6″ of it heals X Life Points.',
  "Kraken's Breath":
    'The teardrop template from the caster: everyone it touches, friend or foe, takes X + 2 Damage with Penetration −X.',
  "Mother Hydra's Claws":
    'X characters in sight within 6″ share as evenly as can be a loss of the Aces plus X Life Points; the caster fills any place left empty.',
  'Abyssal Mist':
    'A Blast marker on solid ground in sight within 12″ blocks line of sight; when the round ends everyone on it is Stunned, then it is taken away.',
  // Spells of single characters
  'Creative Creation':
    'A Painted Protector joins Maria Fioritura’s gang within 3″ of her; it may take its turn this round.',
  'Dagonite Baptism': 'An enemy in sight within 3″ loses as many Life Points as the Aces rolled, plus 1.',
};
