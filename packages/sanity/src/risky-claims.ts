// Phrases a pest control company must not publish, each with the reason in words staff can act on.
// One list serves two readers: the content test fails the build on any of them in the dataset, and
// the Studio shows the reason as a warning while an editor types (a warning, not an error, so a
// careful sentence such as a quoted label can still be published after a second look).

export type RiskyClaim = {
  /** What the editor sees in the warning, in the list's words. */
  phrase: string
  /** Matched case-insensitively against plain text. */
  pattern: RegExp
  /** The same sentence matching this makes the phrase acceptable (a figure given as our experience, 9a beside 9b). */
  unless?: RegExp
  reason: string
}

const SAFETY =
  'Federal pesticide labelling rules forbid safety claims ("safe", "harmless", "non-toxic") even with "when used as directed", ' +
  'and Florida holds pest control advertising to the label. Say what the label says instead: ' +
  '"children and pets can use treated areas again after {reentryHours} hours, per the product label".'

const OUTCOME =
  'No treatment keeps a yard or home free of pests for good: pests come back from neighboring yards, woods and water. ' +
  'Promise what we do (fewer pests, follow-up visits, free service calls), not a result we cannot guarantee.'

const EFFICACY =
  'A promised result ("eliminated within 30 days", "gone for the season", "baits wipe them out", "guaranteed") is an efficacy claim the company ' +
  'would have to prove for every home, and palmetto bugs and mosquitoes keep coming in from outside. Give our figures as our experience, never a promise: ' +
  '"in our experience most homes see far fewer roaches within 30 days, and service calls between visits are free".'

const STATISTIC =
  'A percentage comparison ("40% higher than inland") reads as a measured fact and needs a source. Name the source ("according to UF/IFAS ...") ' +
  'or say it is what we see ("on our routes, in our experience, coastal yards carry about 40% more mosquitoes").'

const ZONE =
  'On the USDA\u2019s 2023 Plant Hardiness Zone Map part of Duval County, the area around the St. Johns River and east of it (Mandarin, Baymeadows, Arlington, ' +
  'the Beaches), moved from zone 9a to 9b (UF/IFAS Extension Duval County). Write "zones 9a and 9b" or name that area as 9b; never "most of Jacksonville is 9a".'

const ZONE_LINE =
  'UF/IFAS Extension Duval County says only that the area around the St. Johns River and east of it moved from 9a to 9b on the 2023 map; where the line ' +
  'runs to the west and north is not in that source. Name that area as 9b and send readers to the USDA map\u2019s ZIP code search for the rest.'

const MOSQUITO_STATION =
  'The Anastasia Mosquito Control District moved its operations in 2016 from Old Beach Road on Anastasia Island to EOC Drive, off Agricultural Center Drive ' +
  'near I-95 (St. Augustine Record; Ponte Vedra Recorder). Name Old Beach Road only as the station it used before.'

const FLEMING_ISLAND =
  'Black Creek bounds Fleming Island on the south; its tie to the mainland is on the west, a wetland between Swimming Pen Creek and Black Creek ' +
  '(Florida Times-Union, 2013, with the Florida Geological Survey).'

const SALT_GRASS =
  'UF/IFAS (Gardening Solutions, "Salt-Tolerant Lawngrasses") names St. Augustine and zoysia together as the best salt-tolerant grasses for home lawns; ' +
  'seashore paspalum tolerates more but is not advised for home lawns. Name both grasses, never one of them as the best.'

const TOWN_LINE =
  'A parcel lies in one city and follows that city\u2019s fertilizer ordinance: Atlantic Beach (Code chapter 24) and Neptune Beach each have their own, ' +
  'and neither forbids feeding a lawn in summer. No yard sits under two cities\u2019 rules.'

const FERNANDINA_LIMITS =
  'The City of Fernandina Beach does not reach the south end of Amelia Island: Summer Beach and the Amelia Island Plantation are unincorporated Nassau County. ' +
  'The Amelia Island Mosquito Control District covers the whole island, city and county land alike.'

const LICENSE =
  'Florida issues no "mosquito control provider" license and does not "certify under FDACS rules" as a name: pest control for hire, yard mosquito work ' +
  'included, is done under a Chapter 482 pest control business license, with certified operators and ID-carded technicians. Write {license}.'

const LICENSED_PEOPLE =
  'Florida licenses the pest control business (Chapter 482, FDACS) and certifies its operators; technicians carry an FDACS ID card, not a license of their own. ' +
  'Name the license as the business\u2019s: "a {license}", "our ID-carded technicians".'

const LICENSED_WORK =
  'A license belongs to the business, not to a treatment or a removal. Say whose it is: "done by a {license}" or "our ID-carded technicians".'

const FERTILIZER_BAN =
  'No city or county in Duval, St. Johns, Clay or Nassau has a summer fertilizer ban (Jacksonville\u2019s 2008 ordinance sets none; the fertilizer fact box says so). ' +
  'Give the real reason instead, for example "no nitrogen this late, so the grass slows down for winter".'

const REVIEW_HEADING =
  'A heading that says customers said it may only sit over real reviews: while the reviews shown are samples, write "What a visit looks like" or "Sample reviews".'

const LIMITED_TIME =
  'Only an offer with an end date is limited in time, and its card already shows the date (Special offers > Ends). Leave "limited-time" and "act now" out of headings and badges.'

const RESULT =
  'A result stated as certain ("treating the whole yard ends it", "results in days") is an efficacy claim. Write it as what we see: "in our experience most colonies ...".'

const RATING_SOURCE =
  'A review rating needs the site it comes from and the month it was read beside it: write "from {reviewCount} reviews on {ratingSource}".'

/** Any character of one sentence, "St." and "Ft." included (the grass and the town names carry a full stop). */
const IN_SENTENCE = String.raw`(?:[^.!?]|\b(?:St|Ft)\.)`

const PESTS = 'pest|bug|insect|mosquito|roach|cockroach|ant|spider|flea|tick|termite|weed|wasp'

/** A sentence that gives a figure as the company's own observation or names where it comes from. */
const OUR_EXPERIENCE_OR_SOURCE =
  /\bin our experience\b|\bon our routes\b|\bour (?:own )?(?:records|counts|service records)\b|\baccording to\b|\bsource:/i

export const RISKY_CLAIMS: readonly RiskyClaim[] = [
  { phrase: 'safe', pattern: /\bsafe(?:r|st|ly)?\b/i, reason: SAFETY },
  { phrase: 'harmless', pattern: /\bharmless\b/i, reason: SAFETY },
  { phrase: 'non-toxic', pattern: /\bnon-?toxic\b|\bnon-?poisonous\b/i, reason: SAFETY },
  {
    phrase: 'pet or family friendly',
    pattern: /\b(?:pet|kid|child|family)(?:[- ]and[- ](?:pet|kid|child|family))?[- ]friendly\b/i,
    reason: `"Pet friendly" and "family friendly" say a product is safe without the word. ${SAFETY}`,
  },
  {
    phrase: 'eco-friendly, all natural',
    pattern: /\b(?:eco|earth|environmentally)[- ]friendly\b|\ball[- ]natural\b|\bchemical[- ]free\b/i,
    reason:
      'Unqualified green claims ("eco-friendly", "all natural", "chemical-free") are forbidden on pesticide labels and misleading under the FTC Green Guides. Name the product type or the practice instead.',
  },
  { phrase: 'pest-free, mosquito-free', pattern: new RegExp(`\\b(?:${PESTS})s?[- ]free\\b`, 'i'), reason: OUTCOME },
  { phrase: 'free of pests', pattern: new RegExp(`\\bfree (?:of|from) (?:\\w+ )?(?:${PESTS})(?:e?s)?\\b`, 'i'), reason: OUTCOME },
  { phrase: 'for good', pattern: /\bfor good\b/i, reason: OUTCOME },
  {
    phrase: 'permanent, 100%, eliminate completely',
    pattern:
      /\bpermanent(?:ly)?\b(?! (?:grass|strip|wet|lawn|turf|fixture))|\b100 ?%|\b(?:eliminat|eradicat)\w* (?:\w+ )?(?:completely|entirely|totally)\b/i,
    reason: OUTCOME,
  },
  {
    phrase: 'eliminated within, gone for, wipe out, guaranteed',
    pattern: new RegExp(
      [
        '\\b(?:eliminat|eradicat)\\w* within\\b',
        '\\bgone for\\b',
        `\\b(?:${PESTS})(?:e?s)? (?:are |will be |were |all )?gone\\b`,
        '\\bwip(?:e|es|ed|ing) (?:\\w+ )?out\\b',
        '\\bguaranteed\\b',
        '\\b(?:we|our|results?|satisfaction|money[- ]back) guarantee\\b',
      ].join('|'),
      'i',
    ),
    reason: EFFICACY,
  },
  {
    phrase: 'a percentage comparison with no source',
    pattern:
      /\b\d+(?:\.\d+)? ?(?:%|percent) (?:higher|lower|more|fewer|less|greater|better|faster|bigger|smaller|worse)\b|\b(?:reduc|cut|lower|drop|increas|rais|boost|improv)\w*\b[\w ]{0,30}? by (?:up to |about |nearly |over |more than )?\d+(?:\.\d+)? ?(?:%|percent)/i,
    unless: OUR_EXPERIENCE_OR_SOURCE,
    reason: STATISTIC,
  },
  { phrase: 'zone 9a alone', pattern: /\bzones? 9a\b/i, unless: /\b9b\b/i, reason: ZONE },
  {
    phrase: 'most of Jacksonville is 9a',
    pattern: /\bmost of (?:Jacksonville|Duval(?: County)?|the First Coast)\b[^.;:]{0,30}\b9a\b/i,
    reason: ZONE,
  },
  {
    phrase: 'a 9a line west or north in Duval',
    pattern:
      /\b(?:Westside|west(?:ern)? (?:side|parts?|Duval|Jacksonville)|north(?:ern)? (?:side|parts?|end|Duval|Jacksonville)|the (?:west|north) of the county|west and north|north and west)\b[^.!?;]{0,60}\b9a\b|\b9a\b[^.!?;]{0,20}\b(?:west(?:ern)?|north(?:ern)?)\b(?! Florida)/i,
    reason: ZONE_LINE,
  },
  {
    phrase: 'licensed technicians, licensed pros',
    pattern:
      /\blicensed (?:[\w-]+ )?(?:technicians?|techs?|pros?|professionals?|experts?|applicators?|exterminators?|inspectors?|crews?|team|staff)\b|\bteam of licensed\b/i,
    reason: LICENSED_PEOPLE,
  },
  {
    phrase: 'licensed removal, licensed treatments',
    pattern: /\blicensed (?:removal|treatments?|applications?|mosquito control|pest control|services?|work)\b/i,
    unless: /\bbusiness\b|\{license\}/i,
    reason: LICENSED_WORK,
  },
  {
    phrase: 'summer fertilizer ban',
    pattern:
      /\b(?:summer|seasonal|rainy[- ]season)\s+(?:fertili[sz]er\s+)?(?:bans?|blackouts?)\b|\bfertili[sz]er\s+(?:bans?|blackouts?)\b/i,
    // "No county here has one" is the fact itself; "no nitrogen, so it fits the bans" is not a denial.
    unless: /\bno (?:city|county|town)\b|\b(?:sets|has|keeps|there is) no\b/i,
    reason: FERTILIZER_BAN,
  },
  {
    phrase: 'customers say',
    pattern: /\b(?:customers?|clients?|neighbou?rs|homeowners)\s+(?:say|said|are saying|love)\b/i,
    reason: REVIEW_HEADING,
  },
  { phrase: 'limited-time', pattern: /\blimited[- ]time\b|\bfor a limited time\b|\bact now\b|\bends soon\b/i, reason: LIMITED_TIME },
  {
    phrase: 'a result stated as certain',
    // A colony "declines" by how bait works; declining "within" a time is the promise.
    pattern:
      /\bends it\b|\bresults (?:in|within) (?:the first |a few )?days\b|\bcolon(?:y|ies) collapses?\b|\bcolon(?:y|ies) (?:declines?|dies?(?: off)?) within\b|\bwe stop them\b/i,
    unless: OUR_EXPERIENCE_OR_SOURCE,
    reason: RESULT,
  },
  {
    phrase: 'a rating with no review site or date',
    pattern: /\{reviewCount\}|\bfrom \d[\d,]* reviews\b/i,
    unless: /\{ratingSource\}/,
    reason: RATING_SOURCE,
  },
  {
    phrase: 'a license name Florida does not issue',
    pattern: /\b(?:state[- ])?licensed mosquito control provider\b|\bcertified under (?:the )?(?:FDACS|Florida Department of Agriculture)/i,
    reason: LICENSE,
  },
  // Local facts a town guide once got wrong; docs/content-claims.md lists each with its source.
  {
    phrase: 'the mosquito district still on Old Beach Road',
    pattern: /\bOld Beach Road\b/i,
    unless: /\b(?:until|before|moved|former(?:ly)?|used to|for decades)\b/i,
    reason: MOSQUITO_STATION,
  },
  {
    phrase: 'Fleming Island joined on the south',
    pattern: /\b(?:joined|connected|attached|tied) to the mainland (?:on|at|to) the south\b/i,
    reason: FLEMING_ISLAND,
  },
  {
    phrase: 'one grass the most salt-tolerant',
    pattern: new RegExp(
      `\\bsalt\\b${IN_SENTENCE}{0,100}?\\b(?:best|better than (?:the |any )?other)\\b|\\b(?:best|better than (?:the |any )?other)\\b${IN_SENTENCE}{0,40}?\\bsalt\\b`,
      'i',
    ),
    // Fine when the sentence names both grasses UF/IFAS names.
    unless: /^(?=[\s\S]*\bzoysia)(?=[\s\S]*\bSt\.? Augustine)/i,
    reason: SALT_GRASS,
  },
  {
    phrase: 'two sets of fertilizer rules on a town line',
    pattern:
      /\btwo sets of (?:fertili[sz]er )?rules\b|\b(?:under|follows?) (?:both|two) (?:cities|towns)\W? (?:fertili[sz]er )?(?:rules|ordinances)\b/i,
    reason: TOWN_LINE,
  },
  {
    phrase: 'Fernandina Beach reaching the south end',
    pattern:
      /\b(?:whole|entire) city\b[^.!?]{0,60}\bsouth end\b|\bcity (?:of Fernandina Beach )?(?:runs|reaches|extends|stretches|covers)\b[^.!?]{0,40}\bsouth end\b/i,
    reason: FERNANDINA_LIMITS,
  },
]

export type ClaimFinding = { claim: RiskyClaim; match: string }

/** Abbreviations whose full stop does not end a sentence ("St. Augustine", "Ft. Caroline"). */
const ABBREVIATION = /\b(?:St|Ft|Mt|Dr|Mr|Mrs|Ms|Jr|Sr|No|vs|e\.g|i\.e|U\.S)\.$/

/** The sentence of `text` around `index`: between the sentence ends before and after it. */
function sentenceAround(text: string, index: number): string {
  const ends = [...text.matchAll(/[.!?](?=\s|$)/g)]
    .map((end) => end.index + 1)
    .filter((end) => !ABBREVIATION.test(text.slice(Math.max(0, end - 6), end)))
  const start = ends.filter((end) => end <= index).at(-1) ?? 0
  const stop = ends.find((end) => end > index) ?? text.length
  return text.slice(start, stop)
}

/** Every risky claim in a text, with the words that matched. */
export function findRiskyClaims(text: string): ClaimFinding[] {
  return RISKY_CLAIMS.flatMap((claim) => {
    const matches = [...text.matchAll(new RegExp(claim.pattern.source, 'gi'))]
    const risky = matches.find((match) => !claim.unless?.test(sentenceAround(text, match.index)))
    return risky ? [{ claim, match: risky[0] }] : []
  })
}
